import {
  DEFAULT_CONTACT_METHODS,
  DEFAULT_LANGUAGES,
  type ContactMethodValue,
  type ParentingSituationValue,
} from './enhanced-profile.schema';

/** A member's enhanced profile as they read it back: the saved values, or the spec's defaults. */
export interface EnhancedProfile {
  bio: string;
  parentingSituation: ParentingSituationValue | null;
  kidsAgeRange: string;
  skillsInterests: string;
  languagesSpoken: string[];
  preferredContactMethods: ContactMethodValue[];
  /** E.164; the member's own, never shown to anyone else. */
  phoneNumber: string | null;
}

export const defaultEnhancedProfile = (): EnhancedProfile => ({
  bio: '',
  parentingSituation: null,
  kidsAgeRange: '',
  skillsInterests: '',
  languagesSpoken: [...DEFAULT_LANGUAGES],
  preferredContactMethods: [...DEFAULT_CONTACT_METHODS],
  phoneNumber: null,
});

export const enhancedProfileOf = (saved: EnhancedProfile | null): EnhancedProfile =>
  saved
    ? {
        bio: saved.bio,
        parentingSituation: saved.parentingSituation,
        kidsAgeRange: saved.kidsAgeRange,
        skillsInterests: saved.skillsInterests,
        languagesSpoken: saved.languagesSpoken,
        preferredContactMethods: saved.preferredContactMethods,
        phoneNumber: saved.phoneNumber,
      }
    : defaultEnhancedProfile();
