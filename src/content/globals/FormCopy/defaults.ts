/** The specification's wording: seeded, and shown until the global is first saved. */
export const contactFormCopy = {
  title: 'Request Service',
  nameLabel: 'Full Name',
  emailLabel: 'Email Address',
  phoneLabel: 'Phone Number',
  companyLabel: 'Company Name',
  subjectLabel: 'Subject',
  serviceTypeLabel: 'Service Type',
  serviceTypePlaceholder: 'Select a service',
  budgetRangeLabel: 'Budget Range',
  budgetRangePlaceholder: 'Select a budget range',
  servicesNeededLabel: 'Services Needed',
  contactMethodLabel: 'Preferred Contact Method',
  desiredDateLabel: 'Desired Date',
  desiredDatePlaceholder: 'Pick a date',
  desiredDateCalendarLabel: 'Choose a desired date',
  preferredTimeLabel: 'Preferred Time',
  preferredTimePlaceholder: 'Select a time',
  urgencyLabel: 'Urgency',
  messageLabel: 'Message',
  messagePlaceholder: 'Tell us what you need help with',
  attachmentsLabel: 'Attachments',
  attachmentsHint: 'Photos, screenshots, PDF, Office documents or plain text.',
  subscribeLabel: 'Send me occasional updates and tech tips',
  agreeLabel: 'I agree to be contacted about my request',
  submitLabel: 'Submit Request',
  sendingLabel: 'Sending...',
  successTitle: 'Service request submitted successfully!',
  successText: "We'll get back to you within 24 hours.",
  errorTitle: 'Error submitting request',
  errorText: 'Please try again later.',
  agreementRequiredTitle: 'Agreement Required',
  agreementRequiredText: 'Please agree to be contacted to submit your request.',
}

export const packageFormCopy = {
  requestButtonLabel: 'Request This Package',
  dialogTitle: 'Request {package} Package',
  dialogText:
    "Fill out the form below and we'll contact you within 24 hours to discuss your project.",
  loadingText: 'Loading the form...',
  nameLabel: 'Your Name',
  emailLabel: 'Email Address',
  phoneLabel: 'Phone Number',
  companyLabel: 'Company Name',
  timelineLabel: 'Preferred Timeline',
  timelinePlaceholder: 'Select a timeline',
  descriptionLabel: 'Project Description',
  descriptionPlaceholder: 'Tell us about your project, goals and any must-have features',
  cancelLabel: 'Cancel',
  submitLabel: 'Send Request',
  sendingLabel: 'Sending...',
  successTitle: 'Purchase request sent successfully!',
  successText: "We'll contact you within 24 hours to discuss your project.",
  errorTitle: 'Error sending request',
  errorText: 'Please try again later.',
}

export type ContactFormCopy = typeof contactFormCopy
export type PackageFormCopy = typeof packageFormCopy

/** "{package}" in the dialog's title stands for the package's name. */
export const packageDialogTitle = (copy: PackageFormCopy, packageName: string) =>
  copy.dialogTitle.replaceAll('{package}', packageName)
