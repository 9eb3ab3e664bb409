import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSiteTexts } from 'shared-domain/clinic/default-site-texts';
import { textLines } from 'shared-domain/clinic/site-texts';
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
    renderWithDemoClinic(<Services texts={defaultSiteTexts.services} />);
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
    for (const service of defaultSiteTexts.services.cards) {
      const situations = textLines(service.consultWhen);
      expect(situations.length).toBeGreaterThanOrEqual(4);
      expect(situations.length).toBeLessThanOrEqual(6);
      const list = within(region).getByRole('list', { name: `Quand consulter ? ${service.title}` });
      expect(within(list).getAllByRole('listitem')).toHaveLength(situations.length);
    }
  });

  it('shows the services as the clinic wrote them, a card without situations without its list', () => {
    renderWithDemoClinic(
      <Services
        texts={{
          title: 'Nos soins',
          intro: 'Pour toute la famille.',
          cards: [
            { title: 'Suivi de grossesse', description: 'Chaque trimestre.', consultWhen: 'Douleurs au dos\n\nSciatique' },
            { title: 'Bilan postural', description: 'Une heure.', consultWhen: '' },
          ],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Nos soins' });
    within(region).getByText('Pour toute la famille.');
    const list = within(region).getByRole('list', { name: 'Quand consulter ? Suivi de grossesse' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Douleurs au dos', 'Sciatique']);
    expect(within(region).getAllByRole('heading', { level: 4 })).toHaveLength(1);
  });

  it("leads 'En discuter avec nous' to the contact section", () => {
    renderWithDemoClinic(<Services texts={defaultSiteTexts.services} />);
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
  it('titles the approach and lists its principles as the clinic wrote them', () => {
    const siteTexts = {
      ...demoClinicProfile.siteTexts,
      approach: { title: 'Notre façon de faire', principles: [{ title: 'Écouter', text: 'D’abord.' }] },
    };
    renderWithDemoClinic(<About profile={{ ...demoClinicProfile, siteTexts }} />);
    const region = screen.getByRole('region', { name: 'Notre façon de faire' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Écouter']);
  });

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
    const faqEntries = defaultSiteTexts.faq;
    const { container } = renderWithDemoClinic(<Faq entries={faqEntries} />);
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

  it('shows the clinic’s questions in its order, each answer’s paragraphs apart, and no section without a question', () => {
    const { container } = renderWithDemoClinic(
      <Faq
        entries={[
          { question: 'Stationnement ?', answer: 'Gratuit derrière l’édifice.\n\nAccès en poussette.' },
          { question: 'Reçus ?', answer: 'Après chaque visite.' },
        ]}
      />,
    );
    expect([...container.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(['Stationnement ?', 'Reçus ?']);
    expect([...(container.querySelector('details')?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Gratuit derrière l’édifice.',
      'Accès en poussette.',
    ]);
    cleanup();
    renderWithDemoClinic(<Faq entries={[]} />);
    expect(screen.queryByRole('region', { name: 'Questions fréquentes' })).toBeNull();
  });
});
