import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import enEdu from '@atrium/shared/locales/en/edu.json';
import type { QuizQuestion, QuizQuestionResult } from '@atrium/shared/api/quizzes';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { QuestionField } from './QuestionField';

const question: QuizQuestion = {
  id: 'q7',
  prompt: 'When did the memorial open?',
  choices: [
    { id: 'a', text: '1998' },
    { id: 'b', text: '2004' },
    { id: 'c', text: '2006' },
  ],
};

async function renderField(props: { result?: QuizQuestionResult; missing?: boolean } = {}) {
  const i18n = await createTestI18n('en');
  i18n.addResourceBundle('en', 'edu', flatten(enEdu));
  function Field() {
    const [value, setValue] = useState<string>();
    return (
      <form aria-label="quiz">
        <QuestionField number={2} question={question} value={value} onChange={setValue} missing={false} {...props} />
      </form>
    );
  }
  return render(
    <I18nProvider i18n={i18n}>
      <Field />
    </I18nProvider>,
  );
}

/** The text of what describes an element (aria-describedby). */
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('a quiz question', () => {
  it('is a radio group named by its prompt, whose choices the form submits as question-<id>=<choice id>', async () => {
    await renderField();
    const group = screen.getByRole('radiogroup', { name: '2. When did the memorial open?' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => [(r as HTMLInputElement).name, (r as HTMLInputElement).value])).toEqual([
      ['question-q7', 'a'],
      ['question-q7', 'b'],
      ['question-q7', 'c'],
    ]);
    fireEvent.click(screen.getByLabelText('2004'));
    expect((screen.getByRole('radio', { name: '2004' }) as HTMLInputElement).checked).toBe(true);
    expect(new FormData(group.closest('form')!).get('question-q7')).toBe('b');
  });

  it('asks for an answer when it was left out', async () => {
    await renderField({ missing: true });
    expect(description(screen.getByRole('radiogroup'))).toBe('Please choose an answer.');
  });

  it('after submitting, locks the choices and says in words which was right and which was chosen', async () => {
    await renderField({
      result: {
        questionId: 'q7',
        chosenChoiceId: 'a',
        correct: false,
        correctChoiceId: 'c',
        explanation: 'In May 2006.',
      },
    });
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    expect(description(screen.getByRole('radiogroup'))).toBe('IncorrectIn May 2006.');
    expect(screen.getByText('2006').textContent).toBe('2006Right answer');
    expect(screen.getByText('1998').textContent).toBe('1998Your answer');
  });
});
