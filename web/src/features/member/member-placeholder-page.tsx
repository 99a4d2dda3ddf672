import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SparkleIcon } from '../../components/ui/icons';

interface MemberPlaceholderPageProps {
  title: string;
  description: string;
}

export default function MemberPlaceholderPage({ title, description }: MemberPlaceholderPageProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <PageTitle title={title} />
      <h1 className="text-4xl font-extrabold">{title}</h1>
      <p className="mt-3 text-lg text-ink-muted">{description}</p>
      <div className="mt-10">
        <EmptyState
          icon={<SparkleIcon className="size-7" />}
          title="Arriving soon"
          description="We are building this part of Village now. It will appear here for you as soon as it is ready."
          action={<ButtonLink to="/">Back to your dashboard</ButtonLink>}
        />
      </div>
    </div>
  );
}
