import { chmod, copyFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApertiumEngine, isEngineError, type TranslationEngine } from '../src/index.js';
import { useScratchDir } from './support/scratch-dir.js';

/** Debian's apertium with apertium-eng-spa, -es-pt, -fr-es, -spa-ita and -spa-cat. */
describe('Apertium engine', () => {
  let engine: TranslationEngine;
  const scratch = useScratchDir();

  beforeAll(async () => {
    engine = await createApertiumEngine();
  });

  it('lists the installed pairs by product tags, chained ones through Spanish', () => {
    expect(engine.id).toBe('apertium');
    expect(engine.quality.level).toBe('rule-based');
    const pairs = engine.pairs();
    for (const direct of [
      ['en', 'es'],
      ['es', 'en'],
      ['es', 'pt'],
      ['pt', 'es'],
      ['fr', 'es'],
      ['es', 'fr'],
      ['es', 'it'],
      ['it', 'es'],
      ['es', 'ca'],
      ['ca', 'es'],
    ]) {
      expect(pairs).toContainEqual({ from: direct[0], to: direct[1] });
    }
    expect(pairs).toContainEqual({ from: 'en', to: 'pt', via: 'es' });
    expect(pairs).toContainEqual({ from: 'fr', to: 'it', via: 'es' });
    // Varieties (spa-cat_valencia, es-pt_BR) and special modes (eco-es-fr) are not pairs.
    expect(pairs.every((pair) => /^[a-z]{2}$/.test(pair.from) && /^[a-z]{2}$/.test(pair.to))).toBe(
      true,
    );
    expect(pairs.map((pair) => `${pair.from}>${pair.to}`)).not.toContain('es>es');
    expect(pairs).toHaveLength(new Set(pairs.map((pair) => `${pair.from}>${pair.to}`)).size);
    expect(engine.supports('pt-BR', 'en-GB')).toBe(true);
    expect(engine.supports('en', 'de')).toBe(false);
  });

  /** Per pair (tags as a user gives them), each line and what Apertium makes of it. */
  const TRANSLATIONS: Record<string, [line: string, translation: string][]> = {
    'en > es': [
      [
        'Hello & welcome, "friends" <3 — the café is open 🎉',
        'Hola & Bienvenido, "amigos" <3 — la cafetería es abierta 🎉',
      ],
      ['', ''],
      ['42', '42'],
      ['It is raining.', 'Está lloviendo.'],
    ],
    'es > pt': [
      ['Tom & Jerry > todo el mundo.', 'Tom & Jerry > todo mundo.'],
      ['Está lloviendo.', 'Está a chover.'],
    ],
    // Chained through Spanish; a blank line comes back empty.
    'en-US > pt-PT': [
      ['It is raining.', 'Está a chover.'],
      ['   ', ''],
      ['The cat is black.', 'O gato é negro.'],
    ],
    // The region's variety: Brazilian Portuguese.
    'es > pt-BR': [
      ['El autobús está en la estación.', 'O ônibus está na estação.'],
      ['Está lloviendo.', 'Está chovendo.'],
    ],
    'en > pt_BR': [['It is raining.', 'Está chovendo.']],
    // Text that looks like markup or an entity is text.
    'es > ca': [
      ['El gato es negro.', 'El gat és negre.'],
      [
        'Una línea que dice &quot; y <p>no es HTML</p>.',
        'Una línia que diu &quot; i <p>no és HTML</p>.',
      ],
    ],
  };

  it.each(Object.entries(TRANSLATIONS))('translates %s line by line', async (pair, rows) => {
    const [from = '', to = ''] = pair.split(' > ');
    const output = await engine.translate(
      rows.map(([line]) => line),
      { from, to },
    );
    expect(output).toEqual(rows.map(([, translation]) => translation));
  });

  it('keeps a cue of two lines as one line of output with its line break', async () => {
    const [cue] = await engine.translate(['I see the dog.\nThe cat is black.'], {
      from: 'en',
      to: 'es',
    });
    expect(cue).toBe('Veo el perro.\nEl gato es negro.');
  });

  describe('with markup', () => {
    const translateMarked = (lines: string[], from: string, to: string) =>
      engine.translate(lines, { from, to, markup: true });

    it('says it keeps markup', () => {
      expect(engine.keepsMarkup).toBe(true);
    });

    it('keeps italic, bold and underline on the words they hold, as cue text', async () => {
      expect(
        await translateMarked(
          [
            'Hello <i>my good friend</i>, how are you?',
            '<i>Good morning</i>, everyone.',
            '<b>The house</b> is <u>not</u> big.',
            'Tom &amp; Jerry &lt;3 "friends"',
            '<i> </i>',
            'It is raining.',
          ],
          'en',
          'es',
        ),
      ).toEqual([
        'Hola <i>Mi amigo bueno</i>, cómo eres?',
        '<i>Buenos días</i>, todo el mundo.',
        '<b>La casa</b> no <u>es</u> grande.',
        'Tom &amp; Jerry &lt;3 "amigos"',
        '',
        'Está lloviendo.',
      ]);
    });

    it('keeps them through both steps of a chained pair', async () => {
      expect(
        await translateMarked(
          ['<i>Good morning</i>, everyone.', 'The <b>red</b> houses <i>of</i> my father'],
          'en',
          'pt',
        ),
      ).toEqual(['<i>Bons dias</i>, todo mundo.', 'As <b>casas</b> vermelhas <i>de</i> meu pai']);
    });

    it('gives back well-formed markup where Apertium moved a tag past its partner', async () => {
      // Apertium answers '<p>El</b> coche viejo del <b> <i>amigo</i> bueno.</p>'.
      const [line] = await translateMarked(
        ["The <i>good</i> friend's <b>old</b> car."],
        'en',
        'es',
      );
      expect(line).toBe('El coche viejo del <b><i>amigo</i> bueno.</b>');
    });
  });

  it('keeps the count and order of 1,000 lines through a chained pair, in one go', async () => {
    const lines = Array.from({ length: 1000 }, (_, index) =>
      index % 97 === 0 ? '' : `Line ${index + 1}: the house is big and the garden is green.`,
    );
    const fractions: number[] = [];
    const output = await engine.translate(lines, {
      from: 'en',
      to: 'pt',
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(output).toHaveLength(1000);
    output.forEach((line, index) => {
      if (index % 97 === 0) expect(line).toBe('');
      else expect(line).toMatch(new RegExp(`^(Linha|Line) ${index + 1}: `));
    });
    expect(output[1]).toBe('Linha 2: a casa é grande e o jardim é verde.');
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('gives back empty lines without running anything', async () => {
    expect(await engine.translate(['', ' '], { from: 'en', to: 'es' })).toEqual(['', '']);
  });

  it.each([
    { from: 'en', to: 'de' },
    { from: 'ja', to: 'es' },
    { from: 'es', to: 'es' },
  ])('refuses $from → $to, a pair not installed', async ({ from, to }) => {
    const failure = await engine
      .translate(['Hello'], { from, to })
      .catch((error: unknown) => error);
    expect(isEngineError(failure, 'unsupported-language'), String(failure)).toBe(true);
  });

  it.each([
    { name: 'a missing program', options: { binaryPath: '/nonexistent/apertium' } },
    { name: 'no language data', options: { dataDir: '/nonexistent/apertium-data' } },
  ])('does not start with $name (tool-missing)', async ({ options }) => {
    const failure = await createApertiumEngine(options).catch((error: unknown) => error);
    expect(isEngineError(failure, 'tool-missing'), String(failure)).toBe(true);
  });

  it('fails with tool-missing when the program is gone by the time of the job', async () => {
    const binaryPath = join(scratch.path, 'apertium');
    await copyFile('/usr/bin/apertium', binaryPath);
    await chmod(binaryPath, 0o755);
    const moved = await createApertiumEngine({ binaryPath });
    await rm(binaryPath);
    const failure = await moved
      .translate(['Hello'], { from: 'en', to: 'es' })
      .catch((error: unknown) => error);
    expect(isEngineError(failure, 'tool-missing'), String(failure)).toBe(true);
  });

  it.each([
    { name: 'a timeout', code: 'timeout', options: { timeoutMs: 1 } },
    { name: 'an abort', code: 'aborted', options: { signal: AbortSignal.timeout(20) } },
  ])('stops the process on $name', async ({ code, options }) => {
    const lines = Array.from({ length: 3000 }, () => 'The house is big and the garden is green.');
    const started = Date.now();
    const failure = await engine
      .translate(lines, { from: 'en', to: 'pt', ...options })
      .catch((error: unknown) => error);
    expect(isEngineError(failure, code as never), String(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
