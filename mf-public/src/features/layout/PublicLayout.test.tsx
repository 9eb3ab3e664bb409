import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicLayout } from './PublicLayout';
import { renderWithClinic } from '../../test-support/render';

afterEach(cleanup);

const renderLayout = () =>
  renderWithClinic(
    <PublicLayout>
      <main id="contenu">
        <h1>Page</h1>
      </main>
    </PublicLayout>,
  );

describe('PublicLayout', () => {
  it('frames the page: skip link first, header, the page, footer', () => {
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip.getAttribute('href')).toBe('#contenu');
    const landmarks = [screen.getByRole('banner'), screen.getByRole('main'), screen.getByRole('contentinfo')];
    expect(skip.compareDocumentPosition(landmarks[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(landmarks[0]?.compareDocumentPosition(landmarks[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(landmarks[1]?.compareDocumentPosition(landmarks[2] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('moves the focus to the main content from the skip link', () => {
    renderLayout();
    fireEvent.click(screen.getByRole('link', { name: 'Aller au contenu' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
