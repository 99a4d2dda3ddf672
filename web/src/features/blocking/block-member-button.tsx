import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { BLOCK_MEMBER_MUTATION, MY_BLOCKED_MEMBERS_QUERY } from './blocking.query';

interface BlockMemberButtonProps {
  memberId: string;
  memberName: string;
  /** After the block: e.g. leave the member's page, since they are no longer shown. */
  onBlocked?: () => void;
}

/** Blocks a member after a confirmation; use it wherever a member appears (inside the member Apollo provider). */
export function BlockMemberButton({ memberId, memberName, onBlocked }: BlockMemberButtonProps) {
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const [block, { loading }] = useMutation(BLOCK_MEMBER_MUTATION, {
    refetchQueries: [{ query: MY_BLOCKED_MEMBERS_QUERY }],
  });

  const confirm = async () => {
    try {
      await block({ variables: { memberId } });
      setOpen(false);
      toast({ title: 'Member blocked', description: `You and ${memberName} will no longer see each other.` });
      onBlocked?.();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to block member',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Block {memberName}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Block ${memberName}?`}
        description="You will no longer see each other anywhere on Village. You can unblock them later in Settings, under Security."
      >
        <DialogActions className="mt-6">
          <Button variant="danger" pending={loading} onClick={() => void confirm()}>
            Block
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
