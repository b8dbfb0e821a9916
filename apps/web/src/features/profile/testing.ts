import { type ProfileResponse, profileMessages } from '@atrium/domain/contract/profile';
import { answer } from '../../test/fake-api.ts';
import { signInAs } from '../../test/sign-in.ts';

// Test helpers: the profile of the demo's joint client, as GET api/profile returns it.
export const baseProfile: ProfileResponse = {
  name: 'James Carter',
  email: 'client@example.com',
  telephone: null,
  pending_email: null,
  contact_to_confirm: null,
  mfa: { enabled: false, method: null, telephone: null, recovery_codes_remaining: 0 },
};

export function withProfile(profile: ProfileResponse = baseProfile, devices: unknown[] = []) {
  signInAs();
  answer('GET /api/profile', { status: 200, body: profile });
  answer('GET /api/profile/trusted-devices', { status: 200, body: { data: devices } });
  // The household's first partner may invite the other (features/household): not yet invited.
  answer('GET /api/profile/partner', {
    status: 200,
    body: {
      data: { joint: true, joint_name: 'Emma Carter', joint_email: 'emma@example.com', partner: null },
    },
  });
  answer('GET /api/profile/notification-preferences', {
    status: 200,
    body: {
      preferences: { messages: true, fact_find: true, documents: true, notifications: true, reviews: true },
    },
  });
}

// PUT api/profile saves what it is sent over the base profile and answers with the profile it saved.
export function answerProfileSaves() {
  answer('PUT /api/profile', (request) => ({
    status: 200,
    body: { message: profileMessages.updated, profile: { ...baseProfile, ...(request.body as object) } },
  }));
}
