import type { CloudFile } from '@captio/api-client';
import type { DriveFileRow } from './files.js';

export interface DriveListing {
  result: CloudFile[];
  totalSize: number;
}

/**
 * The same rows come back from the cache request after request until something changes them,
 * so they are turned into the answer's items once per list, not once per request.
 */
const listings = new WeakMap<readonly DriveFileRow[], DriveListing>();

/** The file items of SPEC section 3 for a user's rows, and the bytes they take together. */
export function driveListing(rows: readonly DriveFileRow[]): DriveListing {
  let listing = listings.get(rows);
  if (!listing) {
    listing = {
      result: rows.map((row) => ({
        uuid: row.uuid,
        file_hash: row.fileHash,
        file_name: row.fileName,
        file_size: row.fileSize,
        content_type: row.contentType,
        created_time: row.createdAt.toISOString(),
      })),
      totalSize: rows.reduce((sum, row) => sum + row.fileSize, 0),
    };
    listings.set(rows, listing);
  }
  return listing;
}
