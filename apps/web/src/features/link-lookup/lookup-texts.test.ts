import { readFileSync } from 'node:fs';
import type { Locale } from '@captio/routing-rules';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { linkInfo } from '../../testing/link-fakes.js';
import type { LinkLookupTranslate } from './catalog.js';
import type { LinkLookup } from './link-lookup.js';
import { lookupTexts } from './lookup-texts.js';

/** The lookup's catalog in `locale`, as a page formats it. */
function translate(locale: Locale): LinkLookupTranslate {
  const messages = JSON.parse(
    readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
}

const url = 'https://www.youtube.com/watch?v=abc';
const talk = linkInfo();
const REFUSAL = 'No video or audio was found at this link.';

describe('what a tool says of its link', () => {
  it.each<[LinkLookup, Locale, { status: string; problem?: string; failure?: string }]>([
    [{ status: 'idle' }, 'en-US', { status: '' }],
    [
      { status: 'invalid', problem: 'empty' },
      'en-US',
      { status: '', problem: 'Paste the link to a video or audio first.' },
    ],
    [
      { status: 'invalid', problem: 'notLink' },
      'en-US',
      { status: '', problem: 'This is not a web address. Paste a link that starts with https://.' },
    ],
    [
      { status: 'invalid', problem: 'tooLong' },
      'de-DE',
      {
        status: '',
        problem: 'Dieser Link ist zu lang. Fügen Sie die Adresse der Videoseite selbst ein.',
      },
    ],
    [{ status: 'checking', url }, 'en-US', { status: 'Checking the link…' }],
    [{ status: 'checking', url }, 'ja-JP', { status: 'リンクを確認しています…' }],
    [{ status: 'found', url, link: talk }, 'en-US', { status: 'Link found: A talk.' }],
    [{ status: 'found', url, link: talk }, 'fr-FR', { status: 'Lien trouvé\u00a0: A talk.' }],
    [
      { status: 'failed', url, message: REFUSAL },
      'en-US',
      { status: `The link could not be used. ${REFUSAL}`, failure: REFUSAL },
    ],
    [
      { status: 'failed', url, message: undefined },
      'en-US',
      {
        status:
          'The link could not be used. Captio did not answer. Check your connection and try again.',
        failure: 'Captio did not answer. Check your connection and try again.',
      },
    ],
    [
      { status: 'failed', url, message: undefined },
      'es-ES',
      {
        status:
          'No se ha podido usar el enlace. Captio no ha respondido. Comprueba tu conexión y vuelve a intentarlo.',
        failure: 'Captio no ha respondido. Comprueba tu conexión y vuelve a intentarlo.',
      },
    ],
  ])('%j in %s', (lookup, locale, expected) => {
    expect(lookupTexts(translate(locale), lookup)).toEqual({
      problem: undefined,
      failure: undefined,
      ...expected,
    });
  });
});
