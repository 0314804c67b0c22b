import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants, mergeSlotProps } from './button';

// `asChild` hands the button's look and props to its one child, as Radix's Slot did before.

/** The markup with attribute escapes undone (the classes hold `[&_svg]`). */
const render = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(element).replaceAll('&amp;', '&');

describe('Button asChild', () => {
  it('renders the child (a link) with the button classes, and no button around it', () => {
    const html = render(
      createElement(
        Button,
        { asChild: true, size: 'lg', className: 'mt-8' },
        createElement('a', { href: '/x' }, 'Ga'),
      ),
    );
    expect(html).toBe(`<a href="/x" class="${buttonVariants({ size: 'lg', className: 'mt-8' })}">Ga</a>`);
  });

  it('is a type=button <button> without asChild', () => {
    expect(render(createElement(Button, null, 'Ok'))).toBe(
      `<button type="button" class="${buttonVariants()}">Ok</button>`,
    );
  });

  it("runs the child's handler before the button's, joins classes and styles, lets the button win the rest", () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: () => calls.push('slot'), className: 'a', style: { color: 'red' }, title: 'slot' },
      { onClick: () => calls.push('child'), className: 'b', style: { margin: 0 }, title: 'child', id: 'c' },
    );
    (merged.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
    expect(merged).toMatchObject({
      className: 'a b',
      style: { color: 'red', margin: 0 },
      title: 'slot',
      id: 'c',
    });
  });

  it('keeps a handler only one side has', () => {
    const onFocus = vi.fn();
    expect(mergeSlotProps({ className: 'a' }, { onFocus }).onFocus).toBe(onFocus);
  });
});
