import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { faqEntries } from '../content/faq';
import { services } from '../content/services';
import { testimonials } from '../content/testimonials';
import { demoClinicProfile } from '../../../test-support/clinic-profile';
import { renderWithDemoClinic } from '../../../test-support/render';
import { About } from './About';
import { Faq } from './Faq';
import { Reconnexion } from './Reconnexion';
import { Services } from './Services';
import { Testimonials } from './Testimonials';

afterEach(cleanup);

describe('Services', () => {
  it('shows the four services, each with its "Quand consulter ?" list', () => {
    renderWithDemoClinic(<Services />);
    const region = screen.getByRole('region', { name: 'Des soins pour chaque étape de la vie' });
    expect(region.id).toBe('services');
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Chiropratique pédiatrique',
      'Chiropratique périnatale (grossesse)',
      'Neurologie fonctionnelle',
      'Neuropédiatrie fonctionnelle',
    ]);
    expect(within(region).getAllByRole('heading', { level: 4, name: 'Quand consulter ?' })).toHaveLength(4);
    for (const service of services) {
      expect(service.consultWhen.length).toBeGreaterThanOrEqual(4);
      expect(service.consultWhen.length).toBeLessThanOrEqual(6);
      const list = within(region).getByRole('list', { name: `Quand consulter ? ${service.title}` });
      expect(within(list).getAllByRole('listitem')).toHaveLength(service.consultWhen.length);
    }
  });

  it("leads 'En discuter avec nous' to the contact section", () => {
    renderWithDemoClinic(<Services />);
    expect(screen.getByRole('link', { name: 'En discuter avec nous' }).getAttribute('href')).toBe('#contact');
  });
});

describe('Reconnexion', () => {
  it('presents the program, for whom, and its three steps', () => {
    renderWithDemoClinic(<Reconnexion />);
    const region = screen.getByRole('region', { name: 'Reconnexion' });
    expect(region.id).toBe('reconnexion');
    within(region).getByRole('heading', { name: 'Pour qui ?' });
    const steps = region.querySelectorAll('ol > li');
    expect(steps).toHaveLength(3);
  });
});

describe('About', () => {
  it('introduces the practitioner by name, with the dates of §9', () => {
    renderWithDemoClinic(<About profile={demoClinicProfile} />);
    const region = screen.getByRole('region', { name: /approche/i });
    expect(region.id).toBe('about');
    expect(region.textContent).toContain('Dre Émilie Tremblay');
    expect(region.textContent).toContain('2007');
    expect(region.textContent).toContain('avril 2021');
  });
});

describe('Testimonials', () => {
  it('shows the three quotes with first-name author and role', () => {
    renderWithDemoClinic(<Testimonials />);
    const region = screen.getByRole('region', { name: 'Ce que les familles en disent' });
    expect(region.id).toBe('testimonials');
    const figures = region.querySelectorAll('figure');
    expect(figures).toHaveLength(3);
    figures.forEach((figure, index) => {
      const testimonial = testimonials[index]!;
      expect(figure.querySelector('blockquote')?.textContent).toBe(testimonial.quote);
      expect(figure.querySelector('figcaption')?.textContent).toBe(`${testimonial.author}, ${testimonial.role}`);
    });
    expect(figures[0]!.querySelector('figcaption')?.textContent).toBe('Sophie, maman de Léo (4 mois)');
  });

  it('says that results vary and are not a promise of cure', () => {
    renderWithDemoClinic(<Testimonials />);
    const disclaimer = screen.getByText(/Les résultats varient/);
    expect(disclaimer.textContent).toContain('ne constituent pas une promesse de guérison');
  });
});

describe('Faq', () => {
  it('lists 6 to 8 questions as native disclosure widgets', () => {
    const { container } = renderWithDemoClinic(<Faq />);
    const region = screen.getByRole('region', { name: 'Questions fréquentes' });
    expect(region.id).toBe('faq');
    const details = container.querySelectorAll('details');
    expect(faqEntries.length).toBeGreaterThanOrEqual(6);
    expect(faqEntries.length).toBeLessThanOrEqual(8);
    expect(details).toHaveLength(faqEntries.length);
    details.forEach((item, index) => {
      expect(item.querySelector('summary')?.textContent).toBe(faqEntries[index]!.question);
    });
  });
});
