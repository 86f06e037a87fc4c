import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, test } from 'vitest';
import { CheckboxField } from './CheckboxField.js';
import { ErrorSummary } from './ErrorSummary.js';
import { PasswordField } from './PasswordField.js';
import { SelectField } from './SelectField.js';
import { TextField } from './TextField.js';
import en from './messages/en-US.json';

function markup(element: ReactElement): string {
  return renderToStaticMarkup(
    <IntlProvider locale="en-US" messages={en}>
      {element}
    </IntlProvider>,
  );
}

/** The attributes of the first element with this tag, as a map. */
function attributes(html: string, tag: string): Map<string, string> {
  const found = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  const pairs = [...(found?.[1] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)];
  return new Map(pairs.map(([, name = '', value = '']) => [name, value]));
}

/** The text of the element with this id. */
function textOf(html: string, id: string): string | undefined {
  const found = new RegExp(`id="${id}"[^>]*>(.*?)</p>`).exec(html);
  return found?.[1]?.replace(/<[^>]+>/g, '');
}

const noop = () => undefined;

describe.each([
  [
    'TextField',
    (error?: string, hint?: string) => (
      <TextField
        id="f"
        label="E-mail"
        value=""
        onChange={noop}
        {...(error ? { error } : {})}
        {...(hint ? { hint } : {})}
      />
    ),
    'input',
  ],
  [
    'PasswordField',
    (error?: string, hint?: string) => (
      <PasswordField
        id="f"
        label="Password"
        autoComplete="new-password"
        value=""
        onChange={noop}
        {...(error ? { error } : {})}
        {...(hint ? { hint } : {})}
      />
    ),
    'input',
  ],
  [
    'CheckboxField',
    (error?: string, hint?: string) => (
      <CheckboxField
        id="f"
        label="Keep me posted"
        checked={false}
        onChange={noop}
        {...(error ? { error } : {})}
        {...(hint ? { hint } : {})}
      />
    ),
    'input',
  ],
  [
    'SelectField',
    (error?: string, hint?: string) => (
      <SelectField
        id="f"
        label="Language"
        options={[{ value: 'en-US', label: 'English' }]}
        value="en-US"
        onChange={noop}
        {...(error ? { error } : {})}
        {...(hint ? { hint } : {})}
      />
    ),
    'select',
  ],
] as const)('%s', (_name, render, tag) => {
  test('is labelled by its visible label', () => {
    const html = markup(render());
    expect(attributes(html, 'label').get('for')).toBe('f');
    expect(attributes(html, tag).get('id')).toBe('f');
  });

  test('is valid and described by nothing while there is nothing to say', () => {
    const control = attributes(markup(render()), tag);
    expect(control.has('aria-invalid')).toBe(false);
    expect(control.has('aria-describedby')).toBe(false);
  });

  test('reads its hint and its error, and says it is invalid', () => {
    const html = markup(render('Enter a password.', 'At least 8 characters.'));
    const control = attributes(html, tag);
    expect(control.get('aria-invalid')).toBe('true');
    const described = (control.get('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => textOf(html, id))).toEqual([
      'At least 8 characters.',
      'Error: Enter a password.',
    ]);
  });
});

describe('PasswordField', () => {
  test('hides the password and offers a named button that shows it', () => {
    const html = markup(
      <PasswordField
        id="pw"
        label="Password"
        autoComplete="current-password"
        value=""
        onChange={noop}
      />,
    );
    expect(attributes(html, 'input').get('type')).toBe('password');
    expect(attributes(html, 'button').get('aria-controls')).toBe('pw');
    expect(attributes(html, 'button').get('type')).toBe('button');
    expect(html).toContain('Show password');
  });
});

describe('ErrorSummary', () => {
  test('shows nothing while nothing is wrong', () => {
    expect(markup(<ErrorSummary items={[]} />)).toBe('');
  });

  test('names the problem, links each field error to its field and keeps the form message', () => {
    const html = markup(
      <ErrorSummary
        items={[
          { id: 'f-email', message: 'Enter your e-mail address.' },
          { id: 'f-password', message: 'Enter a password.' },
        ]}
        message="Too many attempts."
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Please check the form');
    expect([...html.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual(
      [
        ['f-email', 'Enter your e-mail address.'],
        ['f-password', 'Enter a password.'],
      ],
    );
    expect(html).toContain('Too many attempts.');
  });
});
