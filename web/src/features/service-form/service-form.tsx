// PROVISIONAL STUB (web-pages branch): helper E's branch (web-form) owns this file and replaces it at merge.
import type { Service } from '../services/services-api';

export interface ServiceFormProps {
  mode: 'create' | 'edit';
  service?: Service;
  onSaved: (service: Service) => void;
}

export function ServiceForm({ mode }: ServiceFormProps) {
  return <p data-provisional-service-form={mode}>The service form is provided by the web-form branch.</p>;
}
