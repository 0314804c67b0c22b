import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { imageFileProblem } from '../../domain/images';
import type { SiteSettings, SiteSettingsUpdate } from '../../domain/site/settings';
import type { SettingsFile } from '../../domain/site/transfer';
import { api, dataOf } from './api';
import { DEFAULT_SITE_SETTINGS, embeddedSiteSettings, initialSiteSettings } from './embedded-site-settings';
import { currentLanguage, i18n } from './i18n';
import { imageFormData } from './image-form-data';
import { proposalKeys } from './proposals';
import { siteKeys } from './query-keys';
import { saveDownload } from './save-download';

// The site's name, look, contact details and who may join (issue #47): first those index.html carries
// (embedded-site-settings.ts), kept fresh by GET /api/settings. Without them in index.html (Vite's dev
// server, component tests) the demo site's defaults stand in until the query has asked the server. An
// administrator's save puts the answer in the query, and every header, footer and text that names the
// site follows at once.

/**
 * Texts name the site as `{{site}}` (i18next's default variable). When the name changes on a page that is
 * open, every component that translates is told to render again, as on a change of language (the
 * language itself only changes through a reload, so nothing else listens).
 */
function nameTheSiteInTexts(name: string): void {
  const interpolation = i18n.options.interpolation;
  if (!interpolation || interpolation.defaultVariables?.site === name) return;
  interpolation.defaultVariables = { ...interpolation.defaultVariables, site: name };
  if (i18n.isInitialized) i18n.emit('languageChanged', i18n.language);
}

nameTheSiteInTexts(initialSiteSettings.name);

export const siteSettingsQuery = queryOptions({
  queryKey: siteKeys.settings,
  queryFn: async ({ signal }): Promise<SiteSettings> => dataOf(api.GET('/api/settings', { signal })),
  // From index.html the settings are as fresh as the page; the defaults are only a stand-in, so the
  // query asks the server at once.
  ...(embeddedSiteSettings
    ? { initialData: embeddedSiteSettings }
    : { placeholderData: DEFAULT_SITE_SETTINGS }),
});

/** The site's settings as the pages show them: never missing (the defaults while nothing else is known). */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(siteSettingsQuery);
  const settings = data ?? DEFAULT_SITE_SETTINGS;
  useEffect(() => nameTheSiteInTexts(settings.name), [settings.name]);
  return settings;
}

/** PUT /api/settings: the parts given replace those parts; the answer is what every page shows next. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SiteSettingsUpdate) => dataOf(api.PUT('/api/settings', { body: update })),
    onSuccess: (settings) => applySiteSettings(queryClient, settings),
  });
}

/** After a change on the server (a save, a logo, an import): the pages show the answer. */
export function applySiteSettings(queryClient: ReturnType<typeof useQueryClient>, settings: SiteSettings) {
  queryClient.setQueryData(siteKeys.settings, settings);
  queryClient.setQueryData(proposalKeys.settings(), { membersMayPropose: settings.membersMayPropose });
}

/** POST /api/settings/logo (the picture, checked as every upload) and DELETE it: the header shows it at once. */
export function useSiteLogo() {
  const queryClient = useQueryClient();
  const onSuccess = (settings: SiteSettings) => applySiteSettings(queryClient, settings);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const problem = imageFileProblem(file);
      if (problem) return Promise.reject(new Error(problem[currentLanguage()]));
      return dataOf(api.POST('/api/settings/logo', { body: imageFormData(file) }));
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => dataOf(api.DELETE('/api/settings/logo')),
    onSuccess,
  });
  return { upload, remove };
}

/** GET /api/settings/export, saved as the JSON file another server's import takes. */
export async function downloadSiteSettings(): Promise<void> {
  saveDownload(
    (await api.GET('/api/settings/export', { parseAs: 'blob' })) as { data?: Blob; response: Response },
    'meedoen-instellingen.json',
  );
}

/**
 * POST /api/settings/import with an export's JSON: it replaces the settings, the logo, the pages and the
 * partners, so everything under the site's keys is read again.
 */
export function useImportSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exported: unknown) =>
      dataOf(api.POST('/api/settings/import', { body: exported as SettingsFile })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
        queryClient.invalidateQueries({ queryKey: proposalKeys.settings() }),
      ]),
  });
}
