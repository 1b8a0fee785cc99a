import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input';

function Harness({ initial = [] as string[], suggestions = ['Launch', 'Newsletter', 'news'] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput label="Tags" tags={tags} suggestions={suggestions} onChange={setTags} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const setup = (props: Parameters<typeof Harness>[0] = {}) => {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, input: screen.getByRole('combobox', { name: 'Tags' }) };
};
const chosen = () => screen.getByTestId('tags').textContent;

describe('TagInput', () => {
  it('adds a typed name with Enter or a comma, trimmed, and folds a second spelling', async () => {
    const { user, input } = setup({ suggestions: [] });
    await user.type(input, '  spring {Enter}');
    await user.type(input, 'summer,');
    await user.type(input, 'SPRING{Enter}');
    expect(chosen()).toBe('spring|summer');
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove tag summer' })).toBeVisible();
  });

  it("suggests the workspace's matching tags and picks one with the arrow keys, in its own spelling", async () => {
    const { user, input } = setup();
    await user.type(input, 'new');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Newsletter', 'news']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen()).toBe('news');
    // A typed name that matches an existing tag takes the tag's spelling.
    await user.type(input, 'launch{Enter}');
    expect(chosen()).toBe('news|Launch');
    await user.type(input, 'new');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Newsletter',
    ]);
  });

  it('picks a suggestion by click', async () => {
    const { user, input } = setup();
    await user.type(input, 'lau');
    await user.click(screen.getByRole('option', { name: 'Launch' }));
    expect(chosen()).toBe('Launch');
  });

  it('removes chips by their button and the last one by Backspace in the empty field', async () => {
    const { user, input } = setup({ initial: ['a', 'b', 'c'] });
    await user.click(screen.getByRole('button', { name: 'Remove tag b' }));
    expect(chosen()).toBe('a|c');
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(chosen()).toBe('a');
  });

  it('refuses a name that is too long and stops at ten tags', async () => {
    const { user, input } = setup({ initial: Array.from({ length: 9 }, (_, i) => `t${i}`) });
    await user.type(input, `${'x'.repeat(33)}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent('A tag name has at most 32 characters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, 'tenth{Enter}');
    expect(chosen()?.split('|')).toHaveLength(10);
    expect(input).toBeDisabled();
    expect(screen.getByText('At most 10 tags per link.')).toBeVisible();
  });
});
