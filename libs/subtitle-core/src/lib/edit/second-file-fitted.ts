import { playResOf } from '../ass/ass-play-res.js';
import { frameScale, rescaleAssEvent, rescaleAssStyle } from '../ass/ass-rescale.js';
import type { AssStyle, Cue, ParseResult, VttRegion } from '../core/types.js';

/** Two styles (or regions) that look the same: the same values, whatever the column order. */
function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const normal = (fields: Record<string, unknown>) =>
    JSON.stringify(
      Object.entries(fields)
        .map(([key, value]) => [key.toLowerCase(), String(value).trim()])
        .sort(([x = ''], [y = '']) => (x < y ? -1 : x > y ? 1 : 0)),
    );
  return normal(a) === normal(b);
}

/**
 * New names for the items of `second` named as an item of `first` that differs from it: the
 * name with ' 2' (or '_2': `joiner`), ' 3'... after it, the first not taken in either list.
 */
function renamesOfClashes<T>(
  first: readonly T[] | undefined,
  second: readonly T[] | undefined,
  nameOf: (item: T) => string,
  same: (a: T, b: T) => boolean,
  joiner: string,
): Map<string, string> {
  const renames = new Map<string, string>();
  if (!first?.length || !second?.length) return renames;
  const byName = new Map(first.map((item) => [nameOf(item), item]));
  const taken = new Set([...first, ...second].map(nameOf));
  for (const item of second) {
    const name = nameOf(item);
    const clash = byName.get(name);
    if (clash === undefined || same(clash, item) || renames.has(name)) continue;
    let n = 2;
    while (taken.has(`${name}${joiner}${n}`)) n++;
    const fresh = `${name}${joiner}${n}`;
    taken.add(fresh);
    renames.set(name, fresh);
  }
  return renames;
}

/** '\r<style>' tags of an ASS Text field, each naming the style to reset to. */
const RESET_TAG = /\\r([^\\}]+)/g;

function renamedCue(
  cue: Cue,
  styles: ReadonlyMap<string, string>,
  regions: ReadonlyMap<string, string>,
): Cue {
  let out = cue;
  const style = cue.style === undefined ? undefined : styles.get(cue.style);
  if (style !== undefined) out = { ...out, style };
  const settings = out.settings;
  if (settings?.kind === 'ass' && styles.size > 0 && settings.raw.includes('\\r')) {
    const raw = settings.raw.replace(RESET_TAG, (tag, name: string) => {
      const renamed = styles.get(name);
      return renamed === undefined ? tag : `\\r${renamed}`;
    });
    if (raw !== settings.raw) out = { ...out, settings: { ...settings, raw } };
  }
  if (settings?.kind === 'vtt') {
    const region = regions.get(settings.region);
    if (region !== undefined) out = { ...out, settings: { ...settings, region } };
  }
  return out;
}

/**
 * The second file of a merge, made to sit in the first. An ASS script whose frame (PlayResX x
 * PlayResY) is not the first script's has its styles' sizes and margins, its events' margins
 * and their override tags' positions and sizes scaled into the first's frame, so that its lines
 * keep their place and size on screen. A style (ASS) or region (WebVTT) named as one of the
 * first file's but different from it gets a name of its own, and the cues that name it follow,
 * so that neither file's lines take the other's look. Returns b itself when nothing changes.
 */
export function secondFileFitted(a: ParseResult, b: ParseResult): ParseResult {
  let cues = b.cues;
  let styles = b.styles;
  const scale =
    a.header?.scriptInfo !== undefined && b.header?.scriptInfo !== undefined
      ? frameScale(playResOf(b.header), playResOf(a.header))
      : undefined;
  if (scale !== undefined) {
    styles = styles?.map((style) => rescaleAssStyle(style, scale));
    cues = cues.map((cue) =>
      cue.settings?.kind === 'ass'
        ? { ...cue, settings: rescaleAssEvent(cue.settings, scale) }
        : cue,
    );
  }
  const styleRenames = renamesOfClashes<AssStyle>(
    a.styles,
    styles,
    (style) => style.name,
    (x, y) => sameFields(x.fields, y.fields),
    ' ',
  );
  const regionRenames = renamesOfClashes<VttRegion>(
    a.regions,
    b.regions,
    (region) => region.id,
    ({ id: _x, ...x }, { id: _y, ...y }) => sameFields(x, y),
    '_',
  );
  if (scale === undefined && styleRenames.size === 0 && regionRenames.size === 0) return b;
  if (styleRenames.size > 0 || regionRenames.size > 0) {
    cues = cues.map((cue) => renamedCue(cue, styleRenames, regionRenames));
  }
  const fitted: ParseResult = { ...b, cues };
  if (styles !== undefined) {
    fitted.styles = styles.map((style) => {
      const name = styleRenames.get(style.name);
      return name === undefined ? style : { ...style, name };
    });
  }
  if (b.regions !== undefined) {
    fitted.regions = b.regions.map((region) => {
      const id = regionRenames.get(region.id);
      return id === undefined ? region : { ...region, id };
    });
  }
  return fitted;
}
