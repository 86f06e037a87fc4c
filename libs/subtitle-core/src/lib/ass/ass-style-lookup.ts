import type { AssStyle, Cue, FormatOptions } from '../core/types.js';
import { assStyleKey } from './ass-alignment.js';
import type { AssFlavor } from './ass-columns.js';
import { sourceFlavor } from './ass-formatter.js';

/**
 * The styles of options.styles by name, as libass looks them up for an event: the last style
 * of a name wins, "Default" matches any case, and an unknown name falls back to Default.
 * Built on first use, since most formatting never asks.
 */
export class AssStyleLookup {
  private byName: Map<string, AssStyle> | undefined;
  /** What the header says the script is, worked out once: it reads the whole header. */
  private sourceFlavor: AssFlavor | undefined;

  constructor(private readonly options: FormatOptions) {}

  /** The format the styles were read from (SSA numbers Alignment differently). */
  get flavor(): AssFlavor {
    this.sourceFlavor ??= sourceFlavor(this.options.header) ?? 'ass';
    return this.sourceFlavor;
  }

  get styles(): ReadonlyMap<string, AssStyle> {
    if (this.byName === undefined) {
      this.byName = new Map();
      for (const style of this.options.styles ?? [])
        this.byName.set(assStyleKey(style.name), style);
    }
    return this.byName;
  }

  /** The style of exactly this name (any case for Default), undefined when there is none. */
  exact(name: string): AssStyle | undefined {
    return this.styles.get(assStyleKey(name));
  }

  /** The style a name selects, Default for a name no style has; undefined without either. */
  named(name: string): AssStyle | undefined {
    const styles = this.styles;
    return styles.get(assStyleKey(name)) ?? styles.get('Default');
  }

  /** The style an event is drawn in. */
  of(cue: Cue): AssStyle | undefined {
    return this.named(cue.style ?? '');
  }
}
