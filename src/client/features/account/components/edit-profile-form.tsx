import { toast } from '#client/lib/toast';
import type { ProfileView } from '#shared/account';
import { ProfileSchema, type ProfileData } from '#shared/validation/profile-schema';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { applyServerFieldErrors, toastFirstError, useZodForm } from '#client/lib/use-zod-form';
import { useUpdateProfile } from '../api/profile';

/**
 * The edit-profile form: the display name, up to 100 characters, empty saved as nothing. The
 * credit area asks for nothing social: an older "about me" text stays stored (staff still see
 * it) but the form neither shows nor sends it.
 */
export function EditProfileForm({ profile }: { profile: ProfileView }) {
  const { t } = useI18n();
  const p = t.dashboard.profile;
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useZodForm(ProfileSchema, {
    defaultValues: { display_name: profile.displayName ?? '' },
  });

  const onValid = (data: ProfileData) =>
    update.mutate(data, {
      onSuccess: (saved) => {
        reset({ display_name: saved.displayName ?? '' });
        toast.success(p.saved);
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError);
        toast.error(t.auth.common.error, { description: p.failed });
      },
    });

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{p.title}</h2>
      <form
        onSubmit={handleSubmit(onValid, (e) => toastFirstError(e, ['display_name']))}
        noValidate
        className="mt-4 space-y-5"
      >
        <FormField
          label={p.displayName}
          error={errors.display_name?.message}
          hint={p.displayNameHint}
        >
          <Input autoComplete="nickname" {...register('display_name')} />
        </FormField>
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? p.saving : p.save}
        </Button>
      </form>
    </Card>
  );
}
