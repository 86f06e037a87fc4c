// Reading rendered markup the way a user meets it: where links go, what text shows.

/** Every href in the markup, in document order. */
export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => decode(match[1] ?? ''));
}

/** The visible text: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  const shown = html.replace(/<(\w+)[^>]*\shidden=""[^>]*>.*?<\/\1>/g, ' ');
  return decode(shown.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The opening tag of the element carrying an attribute with exactly this value. */
export function tagWith(html: string, attribute: string, value: string): string | undefined {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.match(new RegExp(`<[a-z]+[^>]*\\s${attribute}="${escaped}"[^>]*>`))?.[0];
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
