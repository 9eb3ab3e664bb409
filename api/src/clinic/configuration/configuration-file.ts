// Reading an uploaded configuration file: size, JSON, format, version, then every part
// with its own screen's schema. A refusal names every problem, each where it is (a day by its name).
import {
  type ConfigurationFile,
  configurationFileSchema,
  configurationFormat,
  configurationMaxBytes,
  configurationMessages,
  configurationProblems,
  configurationProblemsText,
  configurationVersion,
} from 'shared-domain/clinic/clinic-configuration';
import { AppError } from '../../platform/http/app-error';
import { errorCodes } from 'shared-domain/platform/errors';

const refusal = (message: string) => new AppError(errorCodes.validationFailed, message);

export function readConfigurationFile(content: string): ConfigurationFile {
  if (new TextEncoder().encode(content).byteLength > configurationMaxBytes) throw refusal(configurationMessages.tooLarge);
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw refusal(configurationMessages.notJson);
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== configurationFormat)
    throw refusal(configurationMessages.notConfiguration);
  const version = (parsed as { version?: unknown }).version;
  if (typeof version === 'number' && version > configurationVersion) throw refusal(configurationMessages.newerVersion);
  const result = configurationFileSchema.safeParse(parsed);
  // Every problem at once: the person fixes the file in one go, not one refusal at a time.
  if (!result.success) throw refusal(configurationProblemsText(configurationProblems(result.error.issues, parsed)));
  return result.data;
}
