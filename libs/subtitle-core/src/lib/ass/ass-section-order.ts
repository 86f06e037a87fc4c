export type SectionKind = 'script-info' | 'styles' | 'events' | 'extra';

/** A section as the formatter writes it. */
export interface WrittenSection {
  kind: SectionKind;
  /** The name in the file; for the known sections any of their names will do. */
  name: string;
  text: string;
}

/** What a section header names, by the names the parser reads (any case). */
export function sectionKind(name: string): SectionKind {
  switch (name.trim().toLowerCase()) {
    case 'script info':
      return 'script-info';
    case 'v4+ styles':
    case 'v4 styles+':
    case 'v4 styles':
      return 'styles';
    case 'events':
      return 'events';
    default:
      return 'extra';
  }
}

function isNamedBy(section: WrittenSection, name: string): boolean {
  return section.kind === 'extra' ? section.name === name : section.kind === sectionKind(name);
}

/**
 * The sections in the order `order` names them (header.sectionOrder), each written once: a
 * name listed twice, or naming no section, is passed over. A section the order does not name
 * goes just before the first named one that it came before in `sections` (the default order),
 * or last. Without an order, the sections as they are.
 */
export function inFileOrder(
  sections: readonly WrittenSection[],
  order: readonly string[] | undefined,
): WrittenSection[] {
  if (order === undefined || order.length === 0) return [...sections];
  const taken = new Array<boolean>(sections.length).fill(false);
  const named: number[] = [];
  for (const name of order) {
    const index = sections.findIndex((section, k) => !taken[k] && isNamedBy(section, name));
    if (index >= 0) {
      taken[index] = true;
      named.push(index);
    }
  }
  const result: WrittenSection[] = [];
  const push = (k: number): void => {
    const section = sections[k];
    if (section !== undefined) result.push(section);
  };
  let unnamed = 0;
  for (const index of named) {
    for (; unnamed < index; unnamed++) if (!taken[unnamed]) push(unnamed);
    push(index);
  }
  for (; unnamed < sections.length; unnamed++) if (!taken[unnamed]) push(unnamed);
  return result;
}
