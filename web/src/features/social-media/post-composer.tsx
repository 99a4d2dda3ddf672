import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldLabel } from '../../components/ui/field-label';
import { TextareaField } from '../../components/ui/textarea-field';
import { inputStyles, TextField } from '../../components/ui/text-field';
import type { Service } from '../services/services-api';
import { composeSocialMediaPosts, generateSocialMediaPost } from './social-media-api';
import { composerSchema, type ComposerInput } from './social-post.schema';
import {
  COUNTER_LIMIT,
  DEFAULT_PLATFORM,
  parseHashtags,
  PLATFORMS,
  platformsOverLimit,
  scheduleInstant,
} from './social-words';

const EMPTY_POST: ComposerInput = {
  platforms: [DEFAULT_PLATFORM],
  serviceId: '',
  content: '',
  hashtags: '',
  scheduledFor: '',
};

const serverMessage = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage() : 'Please try again in a moment.';

interface PostComposerProps {
  /** The member's own services: the only ones they may promote. */
  services: readonly Service[];
  onPosted: () => void;
}

/** The spec's composer: platforms, service with 'AI Generate', content with its counter, hashtags, schedule. */
export function PostComposer({ services, onPosted }: PostComposerProps) {
  const { toast } = useToast();
  const [generating, setGenerating] = useState(false);
  const schema = useMemo(() => composerSchema(), []);
  const { register, control, handleSubmit, reset, setValue, getValues, watch, formState } = useForm<ComposerInput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_POST,
  });
  const { errors } = formState;
  const content = watch('content');
  const platforms = watch('platforms');
  const scheduled = watch('scheduledFor').trim() !== '';
  const overLimit = platformsOverLimit(content, platforms);
  const pending = formState.isSubmitting;
  const cannotPost = pending || content.trim() === '' || platforms.length === 0;

  const generate = async () => {
    const serviceId = getValues('serviceId');
    if (!serviceId) {
      toast({
        variant: 'destructive',
        title: 'Select Service',
        description: 'Please select a service to generate promotional content.',
      });
      return;
    }
    setGenerating(true);
    try {
      const generated = await generateSocialMediaPost(serviceId);
      setValue('content', generated.content);
      setValue('hashtags', generated.hashtags.join(', '));
      toast({ title: 'Content Generated', description: 'Read it through and make it your own before posting.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not generate content', description: serverMessage(error) });
    } finally {
      setGenerating(false);
    }
  };

  const onSubmit = async (values: ComposerInput) => {
    try {
      await composeSocialMediaPosts({
        platforms: values.platforms,
        content: values.content.trim(),
        hashtags: parseHashtags(values.hashtags),
        serviceId: values.serviceId || null,
        scheduledFor: scheduleInstant(values.scheduledFor),
      });
      toast({
        title: 'Post Scheduled',
        description: values.scheduledFor ? 'It will be published at the time you chose.' : 'It is being published now.',
      });
      reset(EMPTY_POST);
      onPosted();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not schedule the post', description: serverMessage(error) });
    }
  };

  return (
    <Card as="section" aria-labelledby="composer-heading">
      <h2 id="composer-heading" className="text-2xl font-bold">
        Create a post
      </h2>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-5">
        <fieldset>
          <legend className="text-base font-semibold">Platforms</legend>
          <Controller
            control={control}
            name="platforms"
            render={({ field }) => (
              <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {PLATFORMS.map((platform) => (
                  <Checkbox
                    key={platform.key}
                    id={`platform-${platform.key}`}
                    label={platform.checkboxLabel}
                    checked={field.value.includes(platform.key)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked
                          ? PLATFORMS.map((one) => one.key).filter(
                              (key) => key === platform.key || field.value.includes(key),
                            )
                          : field.value.filter((key) => key !== platform.key),
                      )
                    }
                  />
                ))}
              </div>
            )}
          />
        </fieldset>

        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <FieldLabel htmlFor="post-service">Service to promote (optional)</FieldLabel>
            <select id="post-service" className={inputStyles} {...register('serviceId')}>
              <option value="">No service</option>
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.title}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={() => void generate()} pending={generating}>
            AI Generate
          </Button>
        </div>

        <div>
          <TextareaField
            id="post-content"
            label="Post content"
            rows={6}
            error={errors.content?.message}
            aria-describedby="post-content-counter"
            {...register('content')}
          />
          <p id="post-content-counter" className="mt-1 text-right text-sm text-ink-muted">
            {content.length}/{COUNTER_LIMIT}
          </p>
          {overLimit.length > 0 ? (
            <ul aria-label="Character limits" className="mt-1 text-sm text-amber-800">
              {overLimit.map((platform) => (
                <li key={platform.key}>
                  Too long for {platform.name}: {content.length} of {platform.characterLimit} characters
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <TextField
          id="post-hashtags"
          label="Hashtags"
          hint="Separate them with commas, e.g. playdate, toddlers"
          error={errors.hashtags?.message}
          {...register('hashtags')}
        />
        <TextField
          id="post-schedule"
          label="Schedule (optional)"
          hint="Leave empty to post now."
          type="datetime-local"
          error={errors.scheduledFor?.message}
          {...register('scheduledFor')}
        />
        <Button type="submit" disabled={cannotPost} pending={pending} className="self-start">
          {scheduled ? 'Schedule Post' : 'Post Now'}
        </Button>
      </form>
    </Card>
  );
}
