// The back-office views of specification 2.13 not built yet, each with one sentence of
// what it will do: their sidebar link opens an 'à venir' page rather than nothing. A view leaves
// this list when its own page is wired in routes.tsx.
import type { PathName } from 'shared-domain/platform/paths';

export const comingSoonViews = {
  adminProgress: "L'évolution de chaque patient au fil de ses visites.",
} as const satisfies Partial<Record<PathName, string>>;

export type ComingSoonView = keyof typeof comingSoonViews;

export const comingSoonViewNames = Object.keys(comingSoonViews) as ComingSoonView[];
