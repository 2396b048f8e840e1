// Demo questions of the community FAQ (portal spec §3): what members of an analytics and machine-learning
// platform ask about their account, the portal and the technical side (data import, training, deployment,
// licences), in both languages, as rich text within the allow-list (core/rich-text.ts). Category ids are
// the rows the migration writes: 1 account, 2 using the portal, 3 technical.
import { count } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../../client.ts';
import { seedAttachment } from '../attachments.ts';
import type { AttachmentSeed } from '../catalogues/types.ts';
import type { Clock } from '../generators.ts';
import { DEMO_CONTENT_WRITER } from './accounts.ts';

export type FaqSeed = {
  category: 1 | 2 | 3;
  titleKr: string;
  titleEn: string;
  contentKr: string;
  contentEn: string;
  /** How long ago it was registered, all distinct so the order is stable. */
  daysAgo: number;
  view: number;
  attachments?: AttachmentSeed[];
};

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const ol = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const faqSeeds: FaqSeed[] = [
  // account and sign-in
  {
    category: 1,
    titleKr: '회원 가입은 어떻게 하나요?',
    titleEn: 'How do I sign up?',
    contentKr:
      p('화면 오른쪽 위의 <strong>회원 가입</strong>을 누르고 회사 정보와 휴대 전화 번호를 입력하세요.') +
      ol('필수 약관에 동의합니다.', '입력한 이메일로 발송된 인증 메일의 링크를 엽니다.', '계정이 활성화되면 바로 로그인할 수 있습니다.'),
    contentEn:
      p('Choose <strong>Sign up</strong> at the top right and enter your company details and mobile number.') +
      ol('Accept the required terms.', 'Open the link in the activation e-mail we send you.', 'Once the account is active you can sign in.'),
    daysAgo: 2,
    view: 412,
  },
  {
    category: 1,
    titleKr: '인증 메일을 받지 못했어요.',
    titleEn: "I didn't receive the activation e-mail.",
    contentKr: p(
      '스팸함을 먼저 확인해 주세요. 메일이 없다면 로그인 화면에서 <strong>인증 메일 다시 보내기</strong>를 누르면 새 링크가 발송됩니다.',
      '회사 메일 서버가 외부 메일을 막는 경우 IT 담당자에게 발신 도메인 허용을 요청하세요.',
    ),
    contentEn: p(
      'Check your spam folder first. If it is not there, choose <strong>Resend activation e-mail</strong> on the sign-in page and a new link is sent.',
      'If your company mail server blocks outside mail, ask your IT team to allow our sending domain.',
    ),
    daysAgo: 5,
    view: 287,
  },
  {
    category: 1,
    titleKr: '아이디(이메일)를 잊어버렸어요.',
    titleEn: 'I forgot my user ID (e-mail address).',
    contentKr: p('로그인 화면의 <strong>아이디 찾기</strong>에서 가입할 때 입력한 이름과 휴대 전화 번호를 입력하면 가려진 이메일 주소를 보여 드립니다.'),
    contentEn: p(
      'Use <strong>Find ID</strong> on the sign-in page: enter the name and mobile number you signed up with, and we show your e-mail address partly masked.',
    ),
    daysAgo: 9,
    view: 198,
  },
  {
    category: 1,
    titleKr: '비밀번호 규칙은 무엇인가요?',
    titleEn: 'What are the password rules?',
    contentKr:
      p('비밀번호는 다음 규칙을 모두 지켜야 합니다.') +
      ul('8~12자', '영문, 숫자, 특수 문자를 섞어서 사용', '숫자를 5자리 이상 연속으로 쓰지 않기', '같은 문자를 4번 이상 연달아 쓰지 않기'),
    contentEn:
      p('A password must follow every rule below.') +
      ul(
        '8 to 12 characters',
        'A mix of letters, digits and special characters',
        'No run of more than 4 consecutive digits',
        'No character repeated more than 3 times in a row',
      ),
    daysAgo: 13,
    view: 356,
  },
  {
    category: 1,
    titleKr: '비밀번호를 재설정하고 싶어요.',
    titleEn: 'How do I reset my password?',
    contentKr: p(
      '로그인 화면의 <strong>비밀번호 찾기</strong>에 이메일 주소를 입력하면 재설정 링크를 보내 드립니다. 링크는 한 번만 쓸 수 있고 일정 시간이 지나면 만료됩니다.',
    ),
    contentEn: p(
      'Enter your e-mail address in <strong>Forgot password</strong> on the sign-in page and we send you a reset link. The link works once and expires after a while.',
    ),
    daysAgo: 17,
    view: 264,
  },
  {
    category: 1,
    titleKr: '비밀번호 변경 안내가 계속 나타나요.',
    titleEn: 'Why am I asked to change my password?',
    contentKr: p('보안을 위해 비밀번호는 3개월마다 바꾸도록 안내하며, 만료 7일 전부터 알려 드립니다. 안내 화면에서 나중에 바꾸기를 선택할 수도 있습니다.'),
    contentEn: p(
      'For security we ask you to change your password every 3 months, starting 7 days before it expires. You may choose to change it later from the notice.',
    ),
    daysAgo: 21,
    view: 141,
  },
  {
    category: 1,
    titleKr: '회원 정보(회사, 부서, 연락처)는 어디에서 바꾸나요?',
    titleEn: 'Where do I change my company, department or phone number?',
    contentKr: p(
      '<strong>마이 페이지 &gt; 회원 정보</strong>에서 비밀번호를 한 번 더 입력한 뒤 정보를 수정할 수 있습니다. 이메일 주소(아이디)는 바꿀 수 없습니다.',
    ),
    contentEn: p(
      'Go to <strong>My page &gt; Account information</strong>, enter your password once more and edit your details. The e-mail address (your ID) cannot be changed.',
    ),
    daysAgo: 26,
    view: 97,
  },
  {
    category: 1,
    titleKr: '마케팅 정보 수신 동의를 철회하려면 어떻게 하나요?',
    titleEn: 'How do I withdraw my marketing consent?',
    contentKr: p('마이 페이지의 동의 항목에서 이메일, 문자, 휴대 전화 수신 동의를 각각 끌 수 있습니다. 필수 약관 동의는 철회할 수 없습니다.'),
    contentEn: p(
      'On My page, switch off consent for e-mail, text messages or mobile separately. Consent to the required terms cannot be withdrawn while you keep the account.',
    ),
    daysAgo: 31,
    view: 58,
  },
  {
    category: 1,
    titleKr: '계정이 잠겼다는 메시지가 나와요.',
    titleEn: 'The sign-in page says my account is locked.',
    contentKr: p(
      '비밀번호를 여러 번 잘못 입력하면 계정이 잠시 잠깁니다. <strong>비밀번호 찾기</strong>로 새 비밀번호를 설정하면 바로 다시 로그인할 수 있습니다.',
    ),
    contentEn: p(
      'After several wrong passwords the account is locked for a while. Set a new password with <strong>Forgot password</strong> and you can sign in again at once.',
    ),
    daysAgo: 36,
    view: 173,
  },
  {
    category: 1,
    titleKr: '회원 탈퇴는 어떻게 하나요?',
    titleEn: 'How do I delete my account?',
    contentKr: p('마이 페이지 하단의 <strong>회원 탈퇴</strong>를 선택하세요. 탈퇴하면 다운로드 이력과 작성한 글의 작성자 정보가 정리되며 되돌릴 수 없습니다.'),
    contentEn: p(
      'Choose <strong>Delete account</strong> at the bottom of My page. Your download history and author details are removed and this cannot be undone.',
    ),
    daysAgo: 42,
    view: 66,
  },
  // using the portal
  {
    category: 2,
    titleKr: '스튜디오 설치 파일은 어디에서 받나요?',
    titleEn: 'Where do I download the Studio installer?',
    contentKr: p(
      '로그인한 뒤 <strong>다운로드</strong> 메뉴에서 운영 체제에 맞는 설치 파일을 받으세요. macOS에서 설치가 막히면 다운로드 화면의 설치 안내를 참고하세요.',
    ),
    contentEn: p(
      'Sign in, open <strong>Download</strong> and pick the installer for your operating system. If macOS blocks the install, follow the install guide linked from the download page.',
    ),
    daysAgo: 3,
    view: 521,
    attachments: [
      {
        name: 'studio-install-checklist',
        extension: 'txt',
        content: `Studio install checklist
1. 64-bit Windows 10 or later, macOS 12 or later, or Ubuntu 20.04 or later
2. 8 GB of memory (16 GB recommended) and 10 GB of free disk space
3. Administrator rights for the installer
4. Outbound HTTPS to the licence server
5. After install: sign in with your portal account to activate the trial
`,
      },
    ],
  },
  {
    category: 2,
    titleKr: '무료 체험 기간은 얼마나 되나요?',
    titleEn: 'How long is the free trial?',
    contentKr: p('무료 체험은 스튜디오를 처음 활성화한 날부터 <strong>60일</strong>입니다. 기간이 끝나도 작업한 프로젝트 파일은 그대로 남습니다.'),
    contentEn: p(
      'The free trial lasts <strong>60 days</strong> from the day you first activate Studio. Your project files stay on your computer when it ends.',
    ),
    daysAgo: 7,
    view: 468,
  },
  {
    category: 2,
    titleKr: '사전 구축 모델은 어떻게 활용하나요?',
    titleEn: 'How do I use a pre-built model?',
    contentKr:
      p('<strong>리소스 &gt; 사전 구축 모델</strong>에서 업종과 알고리즘으로 모델을 찾을 수 있습니다.') +
      ol(
        '모델 상세 화면에서 첨부된 샘플 데이터와 노트북을 받습니다.',
        '스튜디오에서 새 프로젝트로 가져옵니다.',
        '자신의 데이터로 다시 학습해 결과를 비교합니다.',
      ),
    contentEn:
      p('Find models by industry and algorithm under <strong>Resources &gt; Pre-built models</strong>.') +
      ol(
        "Download the sample data and notebook from the model's page.",
        'Import them into a new Studio project.',
        'Retrain with your own data and compare the results.',
      ),
    daysAgo: 11,
    view: 233,
  },
  {
    category: 2,
    titleKr: '포털 언어를 영어로 바꿀 수 있나요?',
    titleEn: 'Can I switch the portal to Korean or English?',
    contentKr: p('화면 위쪽의 언어 선택에서 한국어와 English를 바꿀 수 있습니다. 같은 화면의 다른 언어 버전으로 이동합니다.'),
    contentEn: p('Use the language switch at the top of the page to move between 한국어 and English. You stay on the same page in the other language.'),
    daysAgo: 15,
    view: 89,
  },
  {
    category: 2,
    titleKr: '커뮤니티 포럼에 글을 쓰려면 로그인이 필요한가요?',
    titleEn: 'Do I need to sign in to post in the community forum?',
    contentKr: p('글 읽기는 누구나 할 수 있고, 글과 댓글 작성은 로그인한 회원만 할 수 있습니다. 일부 게시판은 지정된 회원에게만 열려 있습니다.'),
    contentEn: p('Anyone can read the forum; posting and commenting need a signed-in member. Some boards are open only to the members they list.'),
    daysAgo: 19,
    view: 121,
  },
  {
    category: 2,
    titleKr: '학습 동영상은 어디에서 볼 수 있나요?',
    titleEn: 'Where can I watch the training videos?',
    contentKr: p('<strong>교육</strong> 메뉴의 제품별 TV에서 온라인 강의, AI 데모, 활용 사례 영상을 볼 수 있습니다. 로그인 없이도 시청할 수 있습니다.'),
    contentEn: p(
      'The product channels under <strong>Education</strong> hold online classes, AI demos and use-case videos. No sign-in is needed to watch them.',
    ),
    daysAgo: 23,
    view: 152,
  },
  {
    category: 2,
    titleKr: '데이터 과학자 인증 시험은 어떻게 신청하나요?',
    titleEn: 'How do I apply for the data scientist certification?',
    contentKr: p(
      '인증은 3단계로 구성됩니다. <strong>교육 &gt; 인증 시험</strong>에서 단계별 일정과 준비 자료를 확인하고 신청하세요. 결과는 이메일로 안내합니다.',
    ),
    contentEn: p(
      'The certification has three levels. See the schedule and preparation material for each under <strong>Education &gt; Certification</strong> and apply there; results are sent by e-mail.',
    ),
    daysAgo: 28,
    view: 204,
  },
  {
    category: 2,
    titleKr: '사이트 전체 검색은 무엇을 찾아 주나요?',
    titleEn: 'What does the site-wide search look through?',
    contentKr: p('검색은 사전 구축 모델, 성공 사례, 커뮤니티 FAQ 등 공개된 콘텐츠의 제목과 내용을 찾습니다. 탭으로 종류별 결과를 나누어 볼 수 있습니다.'),
    contentEn: p(
      'Search looks through the titles and texts of public content: pre-built models, success stories, the community FAQ and more. Tabs split the results by kind.',
    ),
    daysAgo: 33,
    view: 47,
  },
  {
    category: 2,
    titleKr: '파트너가 되려면 어떻게 하나요?',
    titleEn: 'How do I become a partner?',
    contentKr: p('파트너 신청서를 제출하면 검토 후 이메일로 회신드립니다. 계약과 교육을 마치면 파트너 전용 Q&amp;A, 자료실, FAQ를 이용할 수 있습니다.'),
    contentEn: p(
      "Submit the partner application and we reply by e-mail after review. Once the contract and training are done you can use the partners' Q&amp;A, library and FAQ.",
    ),
    daysAgo: 38,
    view: 76,
  },
  {
    category: 2,
    titleKr: '성공 사례의 자료를 내려받을 수 없어요.',
    titleEn: "I can't download a success story's files.",
    contentKr: p('첨부 파일은 누구나 내려받을 수 있습니다. 다운로드가 시작되지 않으면 브라우저의 팝업 또는 다운로드 차단 설정을 확인해 주세요.'),
    contentEn: p("Anyone may download the attached files. If nothing happens, check your browser's pop-up or download blocking settings."),
    daysAgo: 44,
    view: 38,
  },
  {
    category: 2,
    titleKr: '기술 문의는 어디로 하면 되나요?',
    titleEn: 'Where do I send a technical question?',
    contentKr: p(
      '화면 아래쪽의 <strong>기술 문의</strong> 링크로 메일을 보내 주세요. 사용 중인 버전, 운영 체제, 오류 메시지를 함께 알려 주시면 더 빨리 도와드릴 수 있습니다.',
    ),
    contentEn: p(
      'Use the <strong>Technical inquiry</strong> link at the bottom of the page. Tell us your version, operating system and the error message so we can help faster.',
    ),
    daysAgo: 49,
    view: 112,
  },
  // technical: data import, training, deployment, licences
  {
    category: 3,
    titleKr: '어떤 데이터 형식을 가져올 수 있나요?',
    titleEn: 'Which data formats can I import?',
    contentKr:
      p('스튜디오와 데이터 허브는 다음 형식을 지원합니다.') + ul('CSV, TSV (UTF-8 권장)', 'Excel (xlsx)', 'Parquet', 'JDBC로 연결한 데이터베이스 테이블'),
    contentEn: p('Studio and the Data Hub read the following.') + ul('CSV and TSV (UTF-8 recommended)', 'Excel (xlsx)', 'Parquet', 'Database tables over JDBC'),
    daysAgo: 1,
    view: 389,
  },
  {
    category: 3,
    titleKr: 'CSV를 가져오면 한글이 깨져요.',
    titleEn: 'Korean text is garbled after a CSV import.',
    contentKr: p('파일이 CP949(EUC-KR)로 저장된 경우입니다. 가져오기 화면에서 인코딩을 <code>CP949</code>로 지정하거나 파일을 UTF-8로 다시 저장하세요.'),
    contentEn: p('The file was saved as CP949 (EUC-KR). Choose <code>CP949</code> as the encoding in the import dialog, or save the file again as UTF-8.'),
    daysAgo: 6,
    view: 301,
  },
  {
    category: 3,
    titleKr: '대용량 데이터를 가져올 때 메모리가 부족하다고 나와요.',
    titleEn: 'Importing a large file runs out of memory.',
    contentKr: p(
      '로컬 스튜디오는 컴퓨터 메모리 안에서 데이터를 처리합니다. 샘플링으로 먼저 모델을 설계한 뒤, 전체 데이터 학습은 데이터 허브의 분산 실행으로 돌려 보세요.',
    ),
    contentEn: p(
      "Local Studio works within your computer's memory. Design the model on a sample first, then train on the full data with the Data Hub's distributed runs.",
    ),
    daysAgo: 10,
    view: 176,
  },
  {
    category: 3,
    titleKr: '모델 학습이 너무 오래 걸려요.',
    titleEn: 'Model training takes too long.',
    contentKr: ul(
      '먼저 학습 데이터의 열을 줄이고 불필요한 범주형 열을 정리하세요.',
      '하이퍼파라미터 탐색 범위와 반복 횟수를 줄여 보세요.',
      'GPU를 사용할 수 있는 알고리즘은 실행 설정에서 GPU를 켜세요.',
    ),
    contentEn: ul(
      'Drop columns you do not need and tidy up wide categorical columns first.',
      'Narrow the hyperparameter search space and lower the number of trials.',
      'Turn on the GPU in the run settings for algorithms that support it.',
    ),
    daysAgo: 14,
    view: 245,
  },
  {
    category: 3,
    titleKr: '학습 데이터와 검증 데이터는 어떻게 나누나요?',
    titleEn: 'How do I split training and validation data?',
    contentKr: p(
      '분할 단계에서 비율(예: 8:2)을 지정하거나 시간 열을 기준으로 나눌 수 있습니다. 시계열 예측은 미래 데이터가 학습에 섞이지 않도록 반드시 시간 기준으로 나누세요.',
    ),
    contentEn: p(
      'In the split step, set a ratio (for example 80/20) or split on a time column. For time-series forecasts always split by time so future rows never leak into training.',
    ),
    daysAgo: 18,
    view: 133,
  },
  {
    category: 3,
    titleKr: '학습한 모델을 API로 배포할 수 있나요?',
    titleEn: 'Can I deploy a trained model as an API?',
    contentKr:
      p('네. 모델 화면에서 <strong>배포</strong>를 선택하면 REST 엔드포인트가 만들어집니다.') +
      ol('배포 이름과 버전을 입력합니다.', '인스턴스 수를 고릅니다.', '발급된 키를 요청 헤더에 담아 호출합니다.'),
    contentEn:
      p('Yes. Choose <strong>Deploy</strong> on the model page and a REST endpoint is created.') +
      ol('Enter a deployment name and version.', 'Pick the number of instances.', 'Call it with the issued key in the request header.'),
    daysAgo: 22,
    view: 318,
    attachments: [
      {
        name: 'model-api-call-example',
        extension: 'md',
        content: `# Calling a deployed model

\`\`\`bash
curl -X POST https://api.example-analytics.com/v1/deployments/churn-v3/predict \\
  -H "Authorization: Bearer $MODEL_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"rows": [{"tenure_months": 14, "monthly_fee": 39.9, "support_calls": 3}]}'
\`\`\`

The answer holds one prediction per row, in the order sent:

\`\`\`json
{ "predictions": [{ "churn": 0.71 }] }
\`\`\`
`,
      },
    ],
  },
  {
    category: 3,
    titleKr: '배포한 모델의 버전을 바꾸면 서비스가 멈추나요?',
    titleEn: 'Does switching a deployed model version cause downtime?',
    contentKr: p(
      '아니요. 새 버전이 준비되면 요청이 새 버전으로 옮겨 가고, 이전 버전은 처리 중인 요청을 마친 뒤 내려갑니다. 문제가 생기면 이전 버전으로 바로 되돌릴 수 있습니다.',
    ),
    contentEn: p(
      'No. Requests move to the new version once it is ready, and the old one stops after finishing the requests it holds. You can roll back to the previous version at once.',
    ),
    daysAgo: 27,
    view: 94,
  },
  {
    category: 3,
    titleKr: '스튜디오에서 Python 코드를 함께 쓸 수 있나요?',
    titleEn: 'Can I use Python code inside Studio?',
    contentKr: p(
      '네. Python 스크립트 노드에서 pandas와 scikit-learn을 사용할 수 있습니다. 추가 패키지는 프로젝트 설정의 <code>requirements.txt</code>에 적으면 설치됩니다.',
    ),
    contentEn: p(
      'Yes. The Python script node has pandas and scikit-learn. List extra packages in <code>requirements.txt</code> in the project settings and they are installed.',
    ),
    daysAgo: 32,
    view: 207,
  },
  {
    category: 3,
    titleKr: '모델 성능은 어떤 지표로 확인하나요?',
    titleEn: 'Which metrics show how good a model is?',
    contentKr: ul('분류: 정확도, 정밀도, 재현율, F1, ROC AUC', '회귀: MAE, RMSE, R²', '시계열: MAPE, sMAPE'),
    contentEn: ul('Classification: accuracy, precision, recall, F1, ROC AUC', 'Regression: MAE, RMSE, R²', 'Time series: MAPE, sMAPE'),
    daysAgo: 37,
    view: 158,
  },
  {
    category: 3,
    titleKr: '라이선스는 몇 대의 컴퓨터에서 쓸 수 있나요?',
    titleEn: 'On how many computers can I use one licence?',
    contentKr: p(
      '개인 라이선스는 한 사용자가 컴퓨터 2대까지 활성화할 수 있습니다. 다른 컴퓨터로 옮기려면 기존 컴퓨터의 스튜디오에서 먼저 라이선스를 해제하세요.',
    ),
    contentEn: p('A personal licence can be active on up to 2 computers for one user. To move it, release the licence in Studio on the old computer first.'),
    daysAgo: 41,
    view: 187,
  },
  {
    category: 3,
    titleKr: '인터넷이 차단된 환경에서도 라이선스를 활성화할 수 있나요?',
    titleEn: 'Can I activate a licence without internet access?',
    contentKr: p(
      '네. 스튜디오의 오프라인 활성화에서 요청 파일을 만든 뒤 인터넷이 되는 컴퓨터에서 기술 문의로 보내 주세요. 회신받은 활성화 파일을 불러오면 됩니다.',
    ),
    contentEn: p(
      "Yes. Create a request file with Studio's offline activation, send it through the technical inquiry from a computer with internet access, and load the activation file we send back.",
    ),
    daysAgo: 46,
    view: 72,
  },
  {
    category: 3,
    titleKr: '오래된 버전(3.x)의 프로젝트를 4.0에서 열 수 있나요?',
    titleEn: 'Can version 4.0 open projects made with 3.x?',
    contentKr: p('네. 4.0에서 3.x 프로젝트를 열면 변환 안내가 나타나며, 원본은 그대로 두고 복사본을 변환합니다. 일부 폐기된 노드는 대체 노드로 바뀝니다.'),
    contentEn: p(
      'Yes. Opening a 3.x project in 4.0 offers a conversion that leaves the original untouched and converts a copy. A few retired nodes are replaced by their successors.',
    ),
    daysAgo: 52,
    view: 129,
  },
  {
    category: 3,
    titleKr: '예측 결과를 데이터베이스에 다시 저장할 수 있나요?',
    titleEn: 'Can I write predictions back to a database?',
    contentKr: p('출력 노드에서 JDBC 연결을 고르고 대상 테이블을 지정하면 됩니다. 예약 실행과 함께 쓰면 매일 새 예측을 자동으로 저장할 수 있습니다.'),
    contentEn: p('Pick a JDBC connection and a target table in the output node. Combined with a scheduled run, fresh predictions are written every day.'),
    daysAgo: 57,
    view: 84,
  },
];

const dayMs = 24 * 60 * 60 * 1000;

/** Inserts one demo question with its files and returns its id. */
export async function insertFaq(db: Db, blobs: BlobStore, seed: FaqSeed, clock: Clock): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.faq)
    .values({
      titleKr: seed.titleKr,
      titleEn: seed.titleEn,
      contentKr: seed.contentKr,
      contentEn: seed.contentEn,
      categoryId: seed.category,
      view: seed.view,
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.faq.id });
  if (!row) throw new Error('the demo question was not inserted');
  for (const file of seed.attachments ?? []) {
    await seedAttachment(db, blobs, { code: 'COMMUNITY_FAQ', ownerId: row.id, file, createdDate: insDtm });
  }
  return row.id;
}

/** Loads the demo questions when the FAQ has none yet. */
export async function seedFaqs(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.faq);
  if ((existing?.n ?? 0) > 0) return;
  for (const seed of faqSeeds) await insertFaq(db, blobs, seed, clock);
}
