import type { NamespaceIntegrationsTranslation } from '../../i18n-types.js';

const ar_integrations = {
  title: 'التكاملات',
  intro: 'أرسل مبيعات كل يوم إلى برنامج المحاسبة دون إدخالها يدويًا.',
  kinds: { accounting: 'المحاسبة', staff: 'جدولة الموظفين', file: 'تصدير ملف' },
  statuses: { disconnected: 'غير متصل', connected: 'متصل', refused: 'رفضه المزوّد' },
  soon: 'قريبًا',
  open: 'افتح {name}',
  sends:
    'يرسل قيدًا متوازنًا لكل منشأة ويوم محاسبي مغلق، في صباح اليوم التالي، مع إعادة المحاولة عند تعطل المزوّد.',
  connect: 'اتصل',
  credential: {
    accessToken: 'رمز الوصول',
    clientKey: 'مفتاح العميل',
    employeeToken: 'رمز الموظف',
    grantToken: 'رمز المنح',
    refreshToken: 'رمز التحديث',
    apiKey: 'مفتاح API',
  },
  manage: 'إدارة ربط الحسابات',
  vouchers: 'القيود اليومية، آخر 30 يومًا',
  noVouchers: 'لا توجد قيود بعد.',
  voucherStatuses: {
    pending: 'بانتظار',
    retrying: 'إعادة المحاولة',
    sent: 'أُرسل',
    exported: 'صُدّر',
    failed: 'فشل',
  },
  date: 'اليوم المحاسبي',
  status: 'الحالة',
  message: 'الرسالة',
  sendDay: 'أرسل يومًا',
  send: 'أرسل',
  mapping: {
    title: 'ربط الحسابات',
    defaults: 'هذه الحسابات الافتراضية لبلدك. تحقق منها واحفظ.',
    sales: 'المبيعات، ضريبة {rate} %',
    vat: 'ضريبة المخرجات، {rate} %',
    payment: 'الدفع: {method}',
    tips: 'إكراميات للموظفين',
    rounding: 'التقريب',
    cashDifference: 'فروقات الصندوق',
    tenant: 'المستأجر',
    save: 'احفظ الربط',
    saved: 'تم حفظ الربط.',
  },
  errors: {
    checkFields: 'تحقق من الحسابات المميزة.',
    refused: 'رفض المزوّد بيانات الدخول: {message}',
    unmappedVatRate: 'اربط نسبة الضريبة {rate} % بحساب.',
    unmappedPaymentMethod: 'اربط طريقة الدفع {method} بحساب.',
    unmappedAccount: 'اربط هذا بحساب.',
    cannotSend: 'لا يمكن إرسال اليوم: لا يوجد حساب لـ {what}.',
  },
} satisfies NamespaceIntegrationsTranslation;

export default ar_integrations;
