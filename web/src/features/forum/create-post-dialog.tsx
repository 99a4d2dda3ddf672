import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { TextField } from '../../components/ui/text-field';
import { submitForumPost } from './forum-api';
import { forumPostFormSchema, type ForumPostFormValues } from './forum-post.schema';
import { FORUM_TOPICS } from './forum-words';

const TOPIC_BY_LABEL = new Map(FORUM_TOPICS.map((topic) => [topic.label, topic.key]));

/** 'Create Post': the post is held for moderation, so it does not appear in the list at once. */
export function CreatePostDialog() {
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForumPostFormValues>({
    resolver: zodResolver(forumPostFormSchema),
    defaultValues: { topic: 'General', title: '', content: '' },
  });

  const onSubmit = async (values: ForumPostFormValues) => {
    try {
      await submitForumPost({
        topic: TOPIC_BY_LABEL.get(values.topic) ?? 'general',
        title: values.title,
        content: values.content,
      });
      toast({ title: 'Post Submitted', description: 'Your post will appear once a moderator approves it.' });
      reset();
      setOpen(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to create post',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Create Post</Button>
      </DialogTrigger>
      <DialogContent title="Create Post" description="Posts are checked by a moderator before they appear.">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4">
          <SelectField
            id="forum-post-topic"
            label="Topic"
            placeholder="Choose a topic"
            options={FORUM_TOPICS.map((topic) => topic.label)}
            error={errors.topic?.message}
            {...register('topic')}
          />
          <TextField id="forum-post-title" label="Title" error={errors.title?.message} {...register('title')} />
          <TextareaField
            id="forum-post-content"
            label="Content"
            rows={6}
            error={errors.content?.message}
            {...register('content')}
          />
          <DialogActions>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? 'Submitting...' : 'Submit Post'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
