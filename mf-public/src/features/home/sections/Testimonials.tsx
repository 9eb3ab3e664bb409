import { testimonials, testimonialsDisclaimer } from '../content/testimonials';
import { sectionIds } from '../../../lib/site/section-ids';

export function Testimonials() {
  return (
    <section id={sectionIds.testimonials} className="home-section home-section--muted" aria-labelledby="testimonials-titre">
      <div className="home-container">
        <p className="home-eyebrow">Témoignages</p>
        <h2 id="testimonials-titre">Ce que les familles en disent</h2>
        <ul className="home-grid home-grid--3" role="list">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className="home-quote">
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{testimonial.author}</strong>, {testimonial.role}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="home-disclaimer">{testimonialsDisclaimer}</p>
      </div>
    </section>
  );
}
