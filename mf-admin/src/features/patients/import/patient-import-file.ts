// The chosen file as the API takes it: its bytes in base64 (the server, not the browser, decides
// whether they are UTF-8 or Windows-1252), refused here already past 5 MB so nothing is sent for nothing.
import { patientImportLimits, patientImportMessages } from 'shared-domain/patients/patient-import';

export interface ChosenFile {
  fileName: string;
  content: string;
}

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  // By slices: spreading millions of arguments at once overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The file read, or the French reason it is not sent. */
export async function readChosenFile(file: File): Promise<ChosenFile | { problem: string }> {
  if (file.size === 0) return { problem: patientImportMessages.emptyFile };
  if (file.size > patientImportLimits.maxBytes) return { problem: patientImportMessages.tooBig };
  return { fileName: file.name, content: base64Of(await file.arrayBuffer()) };
}
