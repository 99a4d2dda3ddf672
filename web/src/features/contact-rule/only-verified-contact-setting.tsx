import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { MY_ONLY_VERIFIED_CONTACT_QUERY, SET_ONLY_VERIFIED_CONTACT_MUTATION } from './contact-rule.query';

/** "Only verified members may contact me", for the Security tab of /profile-setup (off unless turned on). */
export function OnlyVerifiedContactSetting() {
  const { toast } = useToast();
  const { data, loading, error } = useQuery(MY_ONLY_VERIFIED_CONTACT_QUERY, { fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(SET_ONLY_VERIFIED_CONTACT_MUTATION, {
    refetchQueries: [{ query: MY_ONLY_VERIFIED_CONTACT_QUERY }],
    awaitRefetchQueries: true,
  });

  const change = async (enabled: boolean) => {
    try {
      await save({ variables: { enabled } });
      toast({
        title: 'Contact setting saved',
        description: enabled
          ? 'Only verified members can message you, request your services or see you in matches.'
          : 'Any member can contact you again.',
      });
    } catch (cause) {
      toast({
        variant: 'destructive',
        title: 'Failed to save the contact setting',
        description: cause instanceof Error ? cause.message : 'Please try again.',
      });
    }
  };

  return (
    <section aria-labelledby="contact-rule-heading">
      <h2 id="contact-rule-heading" className="text-xl font-bold">
        Who can contact you
      </h2>
      {loading && !data ? <Spinner label="Loading your contact setting" /> : null}
      {error ? (
        <p role="alert" className="mt-3 text-danger-800">
          We could not load your contact setting. Please try again later.
        </p>
      ) : null}
      {data ? (
        <Switch
          id="only-verified-contact"
          className="mt-3"
          label="Only verified members may contact me"
          hint="Members whose identity is not verified cannot message you, request a booking of your services, or see you in matches."
          checked={data.myOnlyVerifiedContact}
          disabled={saving}
          onCheckedChange={(enabled) => void change(enabled)}
        />
      ) : null}
    </section>
  );
}
