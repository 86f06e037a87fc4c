/** An address split the way the router needs it: path, query with its '?', hash with its '#'. */
export interface Address {
  path: string;
  search: string;
  hash: string;
}

export function splitAddress(url: string): Address {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt < 0 ? '' : beforeHash.slice(queryAt),
    hash,
  };
}
