import type { DataExportRepo } from './repo.ts';

// The JSON files of a data export, in the API's own field style (snake_case, ISO 8601 UTC times).

type Rows<K extends keyof DataExportRepo> = Awaited<ReturnType<DataExportRepo[K]>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function exportRecords(input: {
  // The person the export is for: only their own events keep the device they were made from.
  subjectUserId: number;
  profile: NonNullable<Rows<'findProfile'>>;
  notificationPreferences: Rows<'findNotificationPreferences'>;
  factFinds: Rows<'listFactFinds'>;
  consents: Rows<'listConsents'>;
  risk: Rows<'listRiskAssessments'>;
  messages: Rows<'listMessages'>;
  notifications: Rows<'listNotifications'>;
  links: Rows<'listLinks'>;
  audits: Rows<'listAuditEvents'>;
  sessions: Rows<'listSessions'>;
  appointments: Rows<'listAppointments'>;
  portfolio: Rows<'listPortfolio'>;
  scenarios: Rows<'listSharedScenarios'>;
}) {
  const { profile, factFinds } = input;
  return {
    profile: {
      user: {
        id: profile.user.id,
        name: profile.user.name,
        email: profile.user.email,
        role: profile.user.role,
        region: profile.user.region,
        telephone: profile.user.telephone,
        multi_factor_auth_enabled: profile.user.mfaEnabled,
        multi_factor_auth_telephone: profile.user.mfaTelephone,
        permissions: profile.user.permissions,
        disabled_at: iso(profile.user.disabledAt),
        created_at: iso(profile.user.createdAt),
        updated_at: iso(profile.user.updatedAt),
      },
      client: {
        id: profile.client.id,
        name: profile.client.name,
        joint_name: profile.client.jointName,
        joint_email: profile.client.jointEmail,
        dob: profile.client.dob,
        joint_dob: profile.client.jointDob,
        currency_symbol: profile.client.currencySymbol,
        created_at: iso(profile.client.createdAt),
        updated_at: iso(profile.client.updatedAt),
      },
      adviser: profile.adviser,
      // Which alert emails the client receives (GET api/profile/notification-preferences, same field names).
      notification_preferences: input.notificationPreferences,
    },
    'fact-finds': factFinds.factFinds.map((factFind) => ({
      id: factFind.id,
      status: factFind.status,
      template_version: factFind.templateVersion,
      last_completed_step: factFind.lastCompletedStep,
      submitted_at: iso(factFind.submittedAt),
      reviewed_at: iso(factFind.reviewedAt),
      returned_at: iso(factFind.returnedAt),
      return_note: factFind.returnNote,
      created_at: iso(factFind.createdAt),
      updated_at: iso(factFind.updatedAt),
      data: factFind.data,
      custom_answers: factFinds.answers
        .filter((answer) => answer.factFindId === factFind.id)
        .map((answer) => ({
          question_id: answer.questionId,
          value: answer.value,
          updated_at: iso(answer.updatedAt),
        })),
      changes: factFinds.changes
        .filter((change) => change.factFindId === factFind.id)
        .map((change) => ({
          path: change.path,
          old: change.oldValue,
          new: change.newValue,
          by: change.byName === null ? null : { name: change.byName, role: change.byRole },
          at: iso(change.createdAt),
        })),
    })),
    consents: input.consents.map((consent) => ({
      text: consent.text,
      given_by: consent.givenBy,
      given_at: iso(consent.givenAt),
    })),
    'risk-assessments': input.risk.map((assessment) => ({
      id: assessment.id,
      questionnaire_version: assessment.questionnaireVersion,
      status: assessment.status,
      answers: assessment.answers,
      score: assessment.score,
      level: assessment.level,
      capacity_score: assessment.capacityScore,
      capacity: assessment.capacity,
      override_level: assessment.overrideLevel,
      override_reason: assessment.overrideReason,
      overridden_at: iso(assessment.overriddenAt),
      completed_at: iso(assessment.completedAt),
      created_at: iso(assessment.createdAt),
    })),
    messages: input.messages.map((message) => ({
      id: message.id,
      from: { name: message.senderName, role: message.senderRole },
      body: message.body,
      sent_at: iso(message.createdAt),
    })),
    notifications: input.notifications.map((notification) => ({
      id: notification.id,
      type: notification.type,
      title: notification.data.title,
      body: notification.data.body,
      link: notification.data.link,
      read_at: iso(notification.readAt),
      created_at: iso(notification.createdAt),
    })),
    links: input.links.map((link) => ({
      title: link.title,
      url: link.url,
      description: link.description,
      scope: link.clientId === null ? 'firm' : 'client',
      created_at: iso(link.createdAt),
    })),
    sessions: {
      sign_ins: input.sessions.tokens.map((token) => ({
        started_at: iso(token.createdAt),
        last_used_at: iso(token.lastUsedAt),
        expires_at: iso(token.expiresAt),
        ended_at: iso(token.revokedAt),
      })),
      trusted_devices: input.sessions.devices.map((device) => ({
        label: device.label,
        ip: device.ip,
        trusted_at: iso(device.createdAt),
        last_used_at: iso(device.lastUsedAt),
        expires_at: iso(device.expiresAt),
        revoked_at: iso(device.revokedAt),
      })),
    },
    appointments: input.appointments.map((appointment) => ({
      starts_at: iso(appointment.startsAt),
      ends_at: iso(appointment.endsAt),
      time_zone: appointment.timeZone,
      kind: appointment.kind,
      status: appointment.status,
      with: appointment.adviser,
      location: appointment.location,
      video_link: appointment.videoLink,
      notes: appointment.notes,
      cancelled_at: iso(appointment.cancelledAt),
      cancel_reason: appointment.cancelReason,
      booked_at: iso(appointment.createdAt),
    })),
    portfolio: {
      accounts: input.portfolio.accounts.map((account) => ({
        provider: account.provider,
        account_type: account.accountType,
        reference: account.reference,
        currency: account.currency,
        holdings: input.portfolio.holdings
          .filter((holding) => holding.accountId === account.id)
          .map((holding) => ({
            fund_name: holding.fundName,
            isin: holding.isin,
            asset_class: holding.assetClass,
            units: holding.units,
            price: holding.price,
            value: holding.value,
            valuation_date: holding.valuationDate,
          })),
      })),
      valuations: input.portfolio.snapshots.map((snapshot) => ({
        as_at: snapshot.asAt,
        currency: snapshot.currency,
        value: snapshot.value,
        by_account: snapshot.byAccount,
        by_asset_class: snapshot.byAssetClass,
      })),
    },
    // As GET api/forecast/scenarios gives them to the client (contract/forecast.ts SavedScenario).
    'forecast-scenarios': input.scenarios.map((scenario) => ({
      id: scenario.id,
      name: scenario.name,
      scenario: scenario.scenario,
      shared_at: iso(scenario.sharedAt),
      shared_by: scenario.createdBy.name,
      assumptions_version: scenario.assumptionsVersion,
      fact_find_id: scenario.factFindId,
      fact_find_version: scenario.factFindVersion,
      created_at: iso(scenario.createdAt),
      updated_at: iso(scenario.updatedAt),
    })),
    // Events about the client made by someone else (the household's partner, the firm's staff, the system) are the
    // client's data as to what was done, but the address and browser they came from are the other person's (UK GDPR
    // art. 15(4): access must not adversely affect the rights of others), so those events carry null for both.
    'audit-events': input.audits.map((event) => ({
      id: event.id,
      type: event.type,
      by_user_id: event.userId,
      ip: event.userId === input.subjectUserId ? event.ip : null,
      user_agent: event.userId === input.subjectUserId ? event.userAgent : null,
      data: event.data,
      at: iso(event.createdAt),
    })),
  };
}

// reviews.json: the household's annual reviews (docs/reviews.md) as the export's subject may see them: every date,
// state, outcome and reason, the fact-find as reviewed, and their own check-in answers; of the other person's part
// only whether and when it was confirmed (as /review shows it), since what they wrote is theirs. `recordFile` names
// the record PDF's copy in the ZIP (documents/…), or null once the document is gone.
export function reviewRecords(
  rows: Rows<'listReviews'>,
  subjectUserId: number,
  recordFile: (documentId: number) => string | null,
) {
  return rows.map(({ review, closedByRole, checkIns }) => ({
    id: review.id,
    status: review.status,
    due_on: review.dueOn,
    invited_at: iso(review.invitedAt),
    reminders_sent: review.remindersSent,
    meeting_on: review.meetingOn,
    outcome: review.outcome,
    suitability: review.suitability,
    closed_at: iso(review.closedAt),
    closed_by: closedByRole === null ? null : closedByRole === 'client' ? 'household' : 'firm',
    closed_reason: review.closedReason,
    fact_find_as_reviewed: review.snapshot,
    record_file: review.recordDocumentId === null ? null : recordFile(review.recordDocumentId),
    check_ins: checkIns.map((checkIn) => ({
      person: checkIn.person,
      answers: checkIn.userId === subjectUserId ? checkIn.answers : null,
      confirmed_at: iso(checkIn.confirmedAt),
      updated_at: iso(checkIn.updatedAt),
    })),
    created_at: iso(review.createdAt),
    updated_at: iso(review.updatedAt),
  }));
}
