import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './DropdownMenu';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderMenu() {
  render(
    <MemoryRouter>
      <DropdownMenu label="Portails" items={[{ label: 'Portail Patient', to: '/patient-portal/login' }]} />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Portails' });
  return { button, root: button.parentElement as HTMLElement };
}

const mouse = { pointerType: 'mouse' };

describe('DropdownMenu with a mouse', () => {
  it('opens on hover and closes 200 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    const { button, root } = renderMenu();
    fireEvent.pointerEnter(root, mouse);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(root, mouse);
    act(() => void vi.advanceTimersByTime(199));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => void vi.advanceTimersByTime(1));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open when clicked after a hover opened it, even once the pointer leaves', () => {
    vi.useFakeTimers();
    const { button, root } = renderMenu();
    fireEvent.pointerEnter(root, mouse);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(root, mouse);
    act(() => void vi.advanceTimersByTime(500));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not open on a touch passing over it', () => {
    const { button, root } = renderMenu();
    fireEvent.pointerEnter(root, { pointerType: 'touch' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('DropdownMenu with a real mouse', () => {
  it('stays open when the click follows the hover before it rendered', () => {
    const { button, root } = renderMenu();
    // One batch, as a browser's pointerenter and click arrive within the same instant.
    act(() => {
      fireEvent.pointerEnter(root, mouse);
      fireEvent.click(button);
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
