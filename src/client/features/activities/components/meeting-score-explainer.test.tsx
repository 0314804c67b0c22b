import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MeetingScoreExplainer } from './meeting-score-explainer';

// "Wat is dit?" beside the meeting score (issue #45, item 3): a button that says whether it is open and
// which text it opens, and works from the keyboard.

describe('MeetingScoreExplainer', () => {
  it('opens and closes its one-line explanation from the keyboard', async () => {
    const user = userEvent.setup();
    render(<MeetingScoreExplainer />);
    const button = screen.getByRole('button', { name: 'Wat is dit? (ontmoetingsscore)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const text = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(text?.hidden).toBe(true);

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(text?.hidden).toBe(false);
    expect(text?.textContent).toMatch(/hoe makkelijk je hier mensen leert kennen/);

    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(text?.hidden).toBe(true);
  });
});
