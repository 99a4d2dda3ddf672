import { graphql } from '../../graphql/generated';

export const VERIFICATION_CASES_QUERY = graphql(`
  query VerificationCases($status: VerificationCaseStatus) {
    verificationCases(status: $status) {
      id
      memberName
      status
      submittedAt
      decidedAt
      rejectionReason
    }
  }
`);

export const VERIFICATION_DOCUMENT_LINK_QUERY = graphql(`
  query VerificationDocumentLink($caseId: ID!) {
    verificationDocumentLink(caseId: $caseId) {
      url
      expiresAt
    }
  }
`);

export const DECIDE_VERIFICATION_MUTATION = graphql(`
  mutation DecideVerification($caseId: ID!, $decision: VerificationDecision!, $reason: String) {
    decideVerification(caseId: $caseId, decision: $decision, reason: $reason) {
      id
      status
      decidedAt
      rejectionReason
    }
  }
`);
