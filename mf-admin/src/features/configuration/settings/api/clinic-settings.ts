// /api/admin/settings: every section of « Paramètres » read at once, a save per section
// answering the values kept and the fields it changed, and the clinic's closures.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const settings = createAdminClient().settings;

export type ClinicSettingsView = ApiData<typeof settings.$get>;
export type ClosureList = ApiData<typeof settings.closures.$get>;
export type Closure = ClosureList['closures'][number];

// Kept here rather than in query-keys.ts, beside the screens that use it: it starts
// with 'admin' like every back-office key, so `refreshAfterChange` reads it again too.
const settingsKey = ['admin', 'settings'] as const;
const closuresKey = ['admin', 'settings', 'closures'] as const;

export const clinicSettingsQueryOptions = () => queryOptions({ queryKey: settingsKey, queryFn: () => apiData(() => settings.$get()) });

/** Every section's values. */
export const useClinicSettings = () => useQuery(clinicSettingsQueryOptions());

/** After a save: the section's values as the server kept them, without asking again. */
export function useKeepSection() {
  const queryClient = useQueryClient();
  return <K extends keyof ClinicSettingsView>(section: K, values: ClinicSettingsView[K]) =>
    queryClient.setQueryData(settingsKey, (current: ClinicSettingsView | undefined) =>
      current ? { ...current, [section]: values } : current,
    );
}

export const saveClinicSection = (json: Parameters<typeof settings.clinic.$put>[0]['json']) =>
  callApi(() => settings.clinic.$put({ json }));
export const saveHoursSection = (json: Parameters<typeof settings.hours.$put>[0]['json']) => callApi(() => settings.hours.$put({ json }));
export const saveOnlineBookingSection = (json: Parameters<(typeof settings)['online-booking']['$put']>[0]['json']) =>
  callApi(() => settings['online-booking'].$put({ json }));
export const saveFeesSection = (json: Parameters<typeof settings.fees.$put>[0]['json']) => callApi(() => settings.fees.$put({ json }));
export const saveWaitlistRemindersSection = (json: Parameters<(typeof settings)['waitlist-reminders']['$put']>[0]['json']) =>
  callApi(() => settings['waitlist-reminders'].$put({ json }));
export const savePublicSiteSection = (json: Parameters<(typeof settings)['public-site']['$put']>[0]['json']) =>
  callApi(() => settings['public-site'].$put({ json }));
export const savePrivacySection = (json: Parameters<typeof settings.privacy.$put>[0]['json']) =>
  callApi(() => settings.privacy.$put({ json }));

export const closuresQueryOptions = () => queryOptions({ queryKey: closuresKey, queryFn: () => apiData(() => settings.closures.$get()) });

/** The closures not over yet, soonest first. */
export const useClosures = () => useQuery(closuresQueryOptions());

export const addClosure = (json: Parameters<typeof settings.closures.$post>[0]['json']) => callApi(() => settings.closures.$post({ json }));

export const removeClosure = (id: string) => apiData(() => settings.closures[':id'].$delete({ param: { id } }));

/** Reads the closures again after one was added or removed. */
export function useRefreshClosures() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: closuresKey });
}
