// A tagged template for e-mail HTML that escapes every interpolated value unless it is already
// markup built the same way: a name, a reason or a clinic's address can never inject markup.

/** Markup produced by `html`, safe to interpolate as is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

type Interpolated = SafeHtml | string | number | null | undefined | false | readonly Interpolated[];

function render(value: Interpolated): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** `html\`<p>${name}</p>\``: the values escaped (attributes included), nested `html` kept. */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  return new SafeHtml(strings.reduce((markup, part, index) => markup + render(values[index - 1] as Interpolated) + part));
}
