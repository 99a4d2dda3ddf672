import { readFileSync } from 'node:fs';

/** The PEM certificate(s) in the file an env variable names; errors name the variable. */
export function readPemFile(variable: string, path: string): string {
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read "${path}" (${(error as Error).message})`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new Error(`${variable}: "${path}" holds no PEM certificate`);
  return pem;
}
