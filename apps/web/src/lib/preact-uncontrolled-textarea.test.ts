import { afterEach, expect, it } from 'vitest';
import { createElement, render } from 'preact/compat';
import './preact-uncontrolled-textarea';

const host = document.createElement('div');
afterEach(() => render(null, host));

/** What MUI's multiline TextField renders for a field react-hook-form registers: value undefined. */
const textarea = (rows: number) => createElement('textarea', { value: undefined, defaultValue: undefined, rows });

it('keeps what the visitor typed into an uncontrolled textarea when Preact renders it again', () => {
  render(textarea(2), host);
  const field = host.querySelector('textarea')!;
  field.value = 'typed by the visitor';
  render(textarea(3), host);
  expect(field.rows).toBe(3);
  expect(field.value).toBe('typed by the visitor');
});

it('still sets a controlled textarea’s text', () => {
  render(createElement('textarea', { value: 'from state', onChange: () => {} }), host);
  expect(host.querySelector('textarea')!.value).toBe('from state');
});
