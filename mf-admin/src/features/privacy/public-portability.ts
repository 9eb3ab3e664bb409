// The portability downloads, for the patient file and a portability request's panel:
// the component alone, without the rest of the privacy views.
export { PortabilityDownloads } from './portability/PortabilityDownloads';
