import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '#web/lib/router';
import { Alert } from './Alert';
import { Button, LinkButton } from './Button';
import { ChevronRightIcon } from './icons';
import { IconButton } from './IconButton';
import { TextLink } from './TextLink';

describe('the public pages’ own controls', () => {
  it('a button sends once: while loading it is busy and takes no press', async () => {
    const pressed = vi.fn();
    const { rerender } = render(<Button onClick={pressed}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    rerender(
      <Button onClick={pressed} loading>
        Send
      </Button>,
    );
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('a link looks like a button but stays a link with its address, the app’s or another', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/ko/news" variant="outlined" endIcon={<ChevronRightIcon />}>
          News
        </LinkButton>
        <LinkButton href="https://apps.apple.com/app/x">App Store</LinkButton>
        <TextLink to="/ko/visit">Visit</TextLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/ko/news');
    expect(screen.getByRole('link', { name: 'App Store' }).getAttribute('href')).toBe('https://apps.apple.com/app/x');
    expect(screen.getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe('/ko/visit');
    // A decorative icon is not read out.
    expect(screen.getByRole('link', { name: 'News' }).querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('an alert is announced with its title and words; a status one politely', () => {
    render(
      <>
        <Alert severity="error" title="Not sent">
          Try again.
        </Alert>
        <Alert severity="success" role="status">
          Saved.
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Not sentTry again.');
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('an icon button is a named button that does not submit its form', async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const pressed = vi.fn();
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <IconButton aria-label="Close" edge="end" onClick={pressed}>
          <ChevronRightIcon />
        </IconButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });
});
