// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure } from './useDisclosure';

afterEach(cleanup);

function Menu() {
  const disclosure = useDisclosure<HTMLUListElement>();
  return (
    <>
      <button type="button" {...disclosure.buttonProps}>
        Réserver
      </button>
      <ul {...disclosure.panelProps}>
        <li>
          <button type="button" onClick={() => disclosure.close(true)}>
            Modifier mon RDV
          </button>
        </li>
      </ul>
      <button type="button">Ailleurs</button>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Réserver' });
const entry = () => screen.getByRole('button', { name: 'Modifier mon RDV', hidden: true });

describe('useDisclosure', () => {
  it('wires the button to the panel it shows and hides', () => {
    render(<Menu />);
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel?.tagName).toBe('UL');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    fireEvent.click(toggle());
    expect(panel?.hidden).toBe(true);
  });

  it('closes on Escape, giving the focus back to the button when it was inside', () => {
    render(<Menu />);
    fireEvent.click(toggle());
    entry().focus();
    fireEvent.keyDown(entry(), { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    const elsewhere = screen.getByRole('button', { name: 'Ailleurs' });
    elsewhere.focus();
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(elsewhere);
  });

  it('leaves an Escape already handled inside alone', () => {
    render(<Menu />);
    fireEvent.click(toggle());
    entry().addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(entry(), { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a press outside, not on one inside, without moving the focus', () => {
    render(<Menu />);
    fireEvent.click(toggle());
    fireEvent.pointerDown(entry());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    toggle().focus();
    fireEvent.pointerDown(document.body);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes from a choice inside, with the focus back on the button', () => {
    render(<Menu />);
    fireEvent.click(toggle());
    fireEvent.click(entry());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });
});
