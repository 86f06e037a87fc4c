import { describe, expect, it } from 'vitest';
import { type OptionSpec, parseArgs } from './args.js';

const spec: OptionSpec = { name: 'value', count: 'value', ugo: 'flag' };

describe('parseArgs', () => {
  it.each([
    [['a', 'b'], ['a', 'b'], {}, []],
    [['id', '--name', 'Pro plan', '--ugo'], ['id'], { name: 'Pro plan' }, ['ugo']],
    [['--name=x=y', 'id'], ['id'], { name: 'x=y' }, []],
    [['a@b.c', '-50', '--count', '-3'], ['a@b.c', '-50'], { count: '-3' }, []],
    [['--name', '-'], [], { name: '-' }, []],
  ])('reads %j', (words, positionals, values, flags) => {
    const args = parseArgs(words, spec);
    expect(args.positionals).toEqual(positionals);
    expect(Object.fromEntries(args.values)).toEqual(values);
    expect([...args.flags]).toEqual(flags);
  });

  it.each([
    [['--colour', 'red'], 'unknown option --colour'],
    [['-x'], 'unknown option -x'],
    [['--name'], '--name needs a value'],
    [['--name', '--ugo'], '--name needs a value'],
    [['--name', 'a', '--name', 'b'], '--name is given twice'],
    [['--ugo=yes'], '--ugo takes no value'],
  ])('refuses %j: %s', (words, message) => {
    expect(() => parseArgs(words, spec)).toThrow(message);
  });
});
