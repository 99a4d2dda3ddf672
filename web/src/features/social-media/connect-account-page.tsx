import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { Spinner } from '../../components/ui/spinner';
import { completeSocialAccountConnection } from './social-media-api';
import { isSocialPlatform, platformInfo, SOCIAL_PAGE_PATH } from './social-words';

/**
 * /social-media-automation/connect/:platform: where the platform sends the member back after they allowed (or
 * refused) Village; completes the connection and returns to the page with a toast.
 */
export default function ConnectAccountPage() {
  const { platform } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = search.get('code');
    const state = search.get('state');
    const back = () => void navigate(SOCIAL_PAGE_PATH, { replace: true });
    if (!isSocialPlatform(platform)) {
      toast({ variant: 'destructive', title: 'Connection failed', description: 'Platform not found' });
      back();
      return;
    }
    const name = platformInfo(platform).name;
    if (!code || !state) {
      toast({
        variant: 'destructive',
        title: 'Connection cancelled',
        description: `${name} did not connect: nothing was changed.`,
      });
      back();
      return;
    }
    completeSocialAccountConnection(platform, code, state).then(
      (account) => {
        toast({ title: 'Account Connected', description: `Connected as ${account.accountName ?? name}` });
        back();
      },
      (error: unknown) => {
        toast({
          variant: 'destructive',
          title: 'Connection failed',
          description: error instanceof ApiError ? error.serverMessage() : 'Please try again in a moment.',
        });
        back();
      },
    );
  }, [platform, search, navigate, toast]);

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <PageTitle title="Connecting account" />
      <h1 className="sr-only">Connecting your account</h1>
      <Spinner label="Connecting your account" />
    </div>
  );
}
