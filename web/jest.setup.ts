import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:village-preview';
  URL.revokeObjectURL = () => undefined;
}
