// Reading an uploaded configuration file: size, JSON, format, version, then every part
// with its own screen's schema. Each refusal is a French sentence that says where the problem is.
import {
  type ConfigurationFile,
  configurationFileSchema,
  configurationFormat,
  configurationMaxBytes,
  configurationMessages,
  configurationProblem,
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
  if (!result.success) throw refusal(configurationProblem(result.error.issues) ?? configurationMessages.notConfiguration);
  return result.data;
}
