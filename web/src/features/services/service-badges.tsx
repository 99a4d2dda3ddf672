import { Badge } from '../../components/ui/badge';
import { STATUS_LABELS, STATUS_TONES } from './service-format';
import { ServiceTypeIcon } from './service-type-icon';
import { serviceTypeInfo } from './service-types';
import type { ServiceStatus } from './services-api';

export function ServiceTypeBadge({ type }: { type: string }) {
  const info = serviceTypeInfo(type);
  return (
    <Badge tone={info.tone}>
      <ServiceTypeIcon type={type} />
      {info.label}
    </Badge>
  );
}

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{STATUS_LABELS[status] ?? status}</Badge>;
}
