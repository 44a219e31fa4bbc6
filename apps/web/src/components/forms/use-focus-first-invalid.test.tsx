import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** Like react-hook-form: the invalid callback runs first, the fields show their errors a render later. */
function Form() {
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      ref={ref}
      onSubmit={(event) => {
        event.preventDefault();
        focusFirstInvalid();
        setTimeout(() => setInvalid(true), 20);
      }}
    >
      <input aria-label="Name" />
      <input aria-label="E-mail" aria-invalid={invalid} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('focus on the first invalid field', () => {
  it('lands on the field once its error shows, even a few frames after the request', async () => {
    render(<Form />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    // The errors render after the request (flushed when this act ends).
    await act(() => new Promise((done) => setTimeout(done, 60)));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' })));
  });
});
