import type { KeyPress } from '@rinn/machines';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeProps } from './normalize-props.ts';

afterEach(cleanup);

describe('normalizeProps (neutral connect props to React)', () => {
  it('turns onValueChange into onChange with the field’s text, and a key press into its key', () => {
    const typed: string[] = [];
    const keys: string[] = [];
    const onKeyDown = (event: KeyPress) => {
      keys.push(event.key);
      if (event.key === 'ArrowDown') event.preventDefault();
    };
    render(
      <input
        aria-label="City"
        {...normalizeProps.input({ value: '', role: 'combobox', 'aria-expanded': false, onValueChange: (value) => typed.push(value), onKeyDown })}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'City' });
    fireEvent.change(field, { target: { value: 'Mu' } });
    expect(typed).toEqual(['Mu']);
    expect(fireEvent.keyDown(field, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: 'a' })).toBe(true);
    expect(keys).toEqual(['ArrowDown', 'a']);
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves out undefined and the states whose false means absent; data booleans become present or absent', () => {
    const props = normalizeProps.option({
      role: 'option',
      id: undefined,
      'aria-selected': false,
      'aria-disabled': false,
      'aria-busy': false,
      hidden: false,
      'data-highlighted': true,
      'data-state': 'closed',
    });
    expect(props).toEqual({ role: 'option', 'aria-selected': false, 'data-highlighted': '', 'data-state': 'closed' });
    expect(normalizeProps.element({ 'data-highlighted': false, 'aria-current': true, 'aria-hidden': true, inert: true })).toEqual({
      'aria-current': true,
      'aria-hidden': true,
      inert: true,
    });
  });

  it('passes clicks, pointer positions, a cancelable mouse press and where focus went', () => {
    const seen: string[] = [];
    render(
      <div
        {...normalizeProps.region({
          role: 'region',
          'aria-label': 'Partners',
          onPointerDown: (event) => seen.push(`down ${event.clientX}`),
          onPointerUp: (event) => seen.push(`up ${event.clientX}`),
          onPointerEnter: () => seen.push('enter'),
          onPointerLeave: () => seen.push('leave'),
          onFocus: (change) => seen.push(`focus ${String(change.withinElement)}`),
          onBlur: (change) => seen.push(`blur ${String(change.withinElement)}`),
        })}
      >
        <button type="button">one</button>
        <button type="button">two</button>
        <span {...normalizeProps.element({ role: 'note', onMouseDown: (event) => event.preventDefault() })}>keep focus</span>
      </div>,
    );
    const region = screen.getByRole('region', { name: 'Partners' });
    fireEvent.pointerDown(region, { clientX: 40 });
    fireEvent.pointerUp(region, { clientX: 12 });
    fireEvent.pointerEnter(region);
    fireEvent.pointerLeave(region);
    const [one, two] = screen.getAllByRole('button');
    if (one === undefined || two === undefined) throw new Error('two buttons expected');
    fireEvent.blur(one, { relatedTarget: two });
    fireEvent.blur(two, { relatedTarget: document.body });
    fireEvent.focus(one, { relatedTarget: null });
    expect(seen).toEqual(['down 40', 'up 12', 'enter', 'leave', 'blur true', 'blur false', 'focus false']);
    expect(fireEvent.mouseDown(screen.getByRole('note'))).toBe(false);
  });

  it('calls a button’s onClick with nothing of the DOM event', () => {
    const onClick = vi.fn();
    render(<button {...normalizeProps.button({ type: 'button', 'aria-pressed': true, onClick })}>Pause</button>);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onClick).toHaveBeenCalledWith();
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });
});
