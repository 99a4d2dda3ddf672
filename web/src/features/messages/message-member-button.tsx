import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { startConversation } from './messages-api';

/** Starts (or reopens) the conversation with a member and opens it; says why when messaging is not allowed. */
export function MessageMemberButton({ memberId, name }: { memberId: string; name: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const open = async () => {
    setPending(true);
    setRefusal(null);
    try {
      const conversation = await startConversation(memberId);
      void navigate(`/messages/${encodeURIComponent(conversation.id)}`);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.serverMessage() : 'Please try again.');
      setPending(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        pending={pending}
        onClick={() => void open()}
        aria-label={`Message ${name}`}
      >
        Message
      </Button>
      {refusal ? (
        <p role="alert" className="basis-full text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
    </>
  );
}
