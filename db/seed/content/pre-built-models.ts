import type { AttachmentSeed, PreBuiltModelSeed } from '../catalogues/types.ts';

const DOCS = 'https://docs.example-analytics.com';

/* ------------------------------------------------------------------------ */
/* How-to-use source code (Python, pandas / scikit-learn)                    */
/* ------------------------------------------------------------------------ */

const equipmentFailureCode = `# 설비 고장 예측: 최근 센서 통계로 향후 48시간 내 고장 여부를 분류
import pandas as pd
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.metrics import classification_report

# Data Hub > 설비 센서 일별 집계 테이블을 CSV로 내려받은 파일 (sample_data.csv 와 같은 형식)
df = pd.read_csv("equipment_daily.csv", parse_dates=["timestamp"])
df = df.sort_values(["equipment_id", "timestamp"])
sensors = ["vibration_rms", "bearing_temp", "motor_current", "oil_pressure"]
for col in sensors:
    grp = df.groupby("equipment_id")[col]
    df[f"{col}_mean_7d"] = grp.transform(lambda s: s.rolling(7, min_periods=1).mean())
    df[f"{col}_delta"] = grp.diff().fillna(0)

features = [c for c in df.columns if c.startswith(tuple(sensors))] + ["run_hours"]
cutoff = df["timestamp"].quantile(0.8)  # 시간 순서대로 학습 80% / 검증 20%
train, test = df[df["timestamp"] <= cutoff], df[df["timestamp"] > cutoff]

model = HistGradientBoostingClassifier(max_iter=300, learning_rate=0.05, class_weight="balanced", random_state=0)
model.fit(train[features], train["failure_within_48h"])
print(classification_report(test["failure_within_48h"], model.predict(test[features]), digits=3))

latest = df.groupby("equipment_id").tail(1).copy()
latest["risk"] = model.predict_proba(latest[features])[:, 1]
print(latest.sort_values("risk", ascending=False)[["equipment_id", "line", "risk"]].head(10))
`;

const retailDemandCode = `# 점포x상품 주간 수요 예측: 래그/이동평균 피처 + 그래디언트 부스팅 회귀
import pandas as pd
from sklearn.ensemble import HistGradientBoostingRegressor

df = pd.read_csv("weekly_sales.csv", parse_dates=["week_start"])  # sample_data.csv 와 같은 컬럼 구성
df = df.sort_values(["store_id", "sku", "week_start"])
g = df.groupby(["store_id", "sku"])["units_sold"]
for lag in (1, 2, 4, 52):
    df[f"lag_{lag}"] = g.shift(lag)
df["rolling_4"] = g.transform(lambda s: s.shift(1).rolling(4).mean())
df["week_of_year"] = df["week_start"].dt.isocalendar().week.astype(int)
df = df.dropna(subset=["lag_1", "lag_2", "lag_4", "rolling_4"])  # lag_52 결측은 모델이 직접 처리

features = ["lag_1", "lag_2", "lag_4", "lag_52", "rolling_4", "week_of_year", "price", "promo_flag", "holiday_flag"]
cutoff = df["week_start"].max() - pd.Timedelta(weeks=8)
train, test = df[df["week_start"] <= cutoff], df[df["week_start"] > cutoff]

model = HistGradientBoostingRegressor(loss="poisson", max_iter=400, learning_rate=0.05, random_state=0)
model.fit(train[features], train["units_sold"])
test = test.assign(forecast=model.predict(test[features]).round(1))

wape = (test["units_sold"] - test["forecast"]).abs().sum() / test["units_sold"].sum()
print(f"WAPE (last 8 weeks): {wape:.1%}")
print(test.groupby("store_id")[["units_sold", "forecast"]].sum().round(0))
`;

const readmissionCode = `# 퇴원 환자 30일 내 재입원 위험도 산출 (로지스틱 회귀)
import pandas as pd
from sklearn.compose import ColumnTransformer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import train_test_split
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

df = pd.read_csv("discharges.csv")  # 컬럼 정의는 첨부한 데이터_명세서.md 참고 (가명처리 데이터)
numeric = ["age", "length_of_stay", "prior_admissions_12m", "num_medications", "charlson_index"]
categorical = ["admission_type", "discharge_disposition", "primary_dx_group"]
pre = ColumnTransformer([
    ("num", StandardScaler(), numeric),
    ("cat", OneHotEncoder(handle_unknown="ignore"), categorical),
])
model = Pipeline([("pre", pre), ("clf", LogisticRegression(max_iter=1000, class_weight="balanced"))])

X_train, X_test, y_train, y_test = train_test_split(
    df[numeric + categorical], df["readmitted_30d"], test_size=0.25, stratify=df["readmitted_30d"], random_state=7)
model.fit(X_train, y_train)
risk = pd.Series(model.predict_proba(X_test)[:, 1], index=X_test.index, name="risk")
print(f"AUROC: {roc_auc_score(y_test, risk):.3f}")

# 위험도 상위 10%를 퇴원 후 전화 모니터링 대상자로 지정
high_risk = risk[risk >= risk.quantile(0.9)]
print(f"high-risk patients: {len(high_risk)}, observed readmission rate: {y_test[high_risk.index].mean():.1%}")
`;

const recommendationCode = `# 암묵적 피드백 기반 상품 추천: 교대 최소제곱법(ALS) 최소 구현
import numpy as np
import pandas as pd

events = pd.read_csv("user_item_events.csv")  # user_id, item_id, weight (조회 1, 장바구니 3, 구매 5)
R = events.pivot_table(index="user_id", columns="item_id", values="weight", aggfunc="sum", fill_value=0)
users, items = R.index, R.columns
P = (R.to_numpy() > 0).astype(float)   # 선호 여부
C = 1.0 + 20.0 * R.to_numpy()          # 신뢰도 가중치 (alpha = 20)
k, lam = 16, 0.1
rng = np.random.default_rng(0)
U = rng.normal(scale=0.1, size=(len(users), k))
V = rng.normal(scale=0.1, size=(len(items), k))

for _ in range(10):
    for u in range(len(users)):
        U[u] = np.linalg.solve((V.T * C[u]) @ V + lam * np.eye(k), (V.T * C[u]) @ P[u])
    for i in range(len(items)):
        V[i] = np.linalg.solve((U.T * C[:, i]) @ U + lam * np.eye(k), (U.T * C[:, i]) @ P[:, i])

scores = U @ V.T
scores[P > 0] = -np.inf                 # 이미 상호작용한 상품은 제외
top5 = np.argsort(-scores, axis=1)[:, :5]
recs = pd.DataFrame(items.to_numpy()[top5], index=users, columns=[f"rank_{r}" for r in range(1, 6)])
print(recs.head(10))
`;

const attritionCode = `# 임직원 퇴사 위험 예측 및 주요 요인 확인 (랜덤 포레스트)
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.inspection import permutation_importance
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import train_test_split

df = pd.read_csv("hr_snapshot.csv")  # sample_data.csv 와 같은 컬럼 구성, 사번은 가명처리
X = pd.get_dummies(df.drop(columns=["employee_id", "left_within_12m"]), columns=["department", "job_level", "last_rating"], dtype=int)
y = df["left_within_12m"]
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, stratify=y, random_state=42)

rf = RandomForestClassifier(n_estimators=500, min_samples_leaf=5, class_weight="balanced_subsample", random_state=42)
rf.fit(X_train, y_train)
print(f"AUROC: {roc_auc_score(y_test, rf.predict_proba(X_test)[:, 1]):.3f}")

imp = permutation_importance(rf, X_test, y_test, scoring="roc_auc", n_repeats=10, random_state=42)
print(pd.Series(imp.importances_mean, index=X.columns).sort_values(ascending=False).head(8).round(4))
`;

const networkAnomalyCode = `# 네트워크 플로우 이상 탐지: Isolation Forest 와 One-Class SVM 이 모두 이상으로 본 구간만 경보
import numpy as np
import pandas as pd
from sklearn.ensemble import IsolationForest
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.svm import OneClassSVM

flows = pd.read_csv("netflow_5min.csv", parse_dates=["window_start"])  # 출발지 IP별 5분 집계
features = ["bytes_in", "bytes_out", "packets", "distinct_dst_ports", "distinct_dst_ips", "syn_ratio", "avg_duration_ms"]
X = np.log1p(flows[features].clip(lower=0))
baseline = X[flows["window_start"] < flows["window_start"].min() + pd.Timedelta(days=14)]  # 최초 2주를 정상 기준으로 학습

iso = make_pipeline(StandardScaler(), IsolationForest(n_estimators=300, contamination=0.01, random_state=0)).fit(baseline)
ocsvm = make_pipeline(StandardScaler(), OneClassSVM(nu=0.01, gamma="scale"))
ocsvm.fit(baseline.sample(min(len(baseline), 20000), random_state=0))

flows["iso_flag"] = iso.predict(X) == -1
flows["svm_flag"] = ocsvm.predict(X) == -1
flows["anomaly_score"] = -iso.decision_function(X)
alerts = flows[flows["iso_flag"] & flows["svm_flag"]].sort_values("anomaly_score", ascending=False)
print(f"alerts: {len(alerts)} / {len(flows)} windows")
print(alerts[["window_start", "src_ip", "anomaly_score"] + features].head(20))
`;

const deliveryTimeCode = `# 주문별 배송 소요시간 예측: 인근 배송 이력(KNN) 피처 + 그래디언트 부스팅 회귀
import pandas as pd
from sklearn.ensemble import HistGradientBoostingRegressor
from sklearn.metrics import mean_absolute_error
from sklearn.model_selection import cross_val_predict
from sklearn.neighbors import KNeighborsRegressor

df = pd.read_csv("deliveries.csv", parse_dates=["order_time"]).sort_values("order_time")
df["hour"] = df["order_time"].dt.hour
df["weekday"] = df["order_time"].dt.weekday
cut = int(len(df) * 0.8)
train, test = df.iloc[:cut].copy(), df.iloc[cut:].copy()

# 도착지 좌표 기준 가장 가까운 과거 배송 20건의 평균 소요시간 (학습 구간은 교차 예측으로 누수 방지)
coords, target = ["dest_lat", "dest_lng"], "delivery_minutes"
knn = KNeighborsRegressor(n_neighbors=20)
train["knn_minutes"] = cross_val_predict(knn, train[coords], train[target], cv=5)
test["knn_minutes"] = knn.fit(train[coords], train[target]).predict(test[coords])

features = ["distance_km", "parcel_count", "total_weight_kg", "hour", "weekday", "rain_mm", "hub_backlog", "knn_minutes"]
model = HistGradientBoostingRegressor(loss="absolute_error", max_iter=500, learning_rate=0.05, random_state=0)
model.fit(train[features], train[target])
test["eta_minutes"] = model.predict(test[features])
print(f"MAE: {mean_absolute_error(test[target], test['eta_minutes']):.1f} min")
print(f"within 15 min: {((test[target] - test['eta_minutes']).abs() <= 15).mean():.1%}")
`;

const campaignResponseCode = `# 캠페인 반응 예측 및 타깃 고객 선정 (로지스틱 회귀 vs 그래디언트 부스팅)
import pandas as pd
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

df = pd.read_csv("campaign_history.csv")
features = ["recency_days", "frequency_12m", "monetary_12m", "email_open_rate",
            "last_campaign_responded", "app_sessions_30d", "age", "is_member"]
X_train, X_test, y_train, y_test = train_test_split(
    df[features], df["responded"], test_size=0.3, stratify=df["responded"], random_state=1)

models = {
    "logistic": make_pipeline(StandardScaler(), LogisticRegression(max_iter=1000)),
    "gbm": HistGradientBoostingClassifier(max_iter=300, learning_rate=0.05, random_state=0),
}
for name, m in models.items():
    m.fit(X_train, y_train)
    print(name, f"AUROC={roc_auc_score(y_test, m.predict_proba(X_test)[:, 1]):.3f}")

# 반응 확률 상위 20% 고객의 반응률과 전체 반응률 비교 (lift)
scores = pd.Series(models["gbm"].predict_proba(X_test)[:, 1], index=X_test.index)
top = scores >= scores.quantile(0.8)
print(f"top-20% response rate {y_test[top].mean():.1%} vs overall {y_test.mean():.1%}")
`;

const creditScoringCode = `# 신용평가 스코어카드: 의사결정나무 구간화 + WoE 변환 + 로지스틱 회귀
import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeClassifier

df = pd.read_csv("loan_applications.csv")  # 변수 정의는 첨부한 feature_list.md 참고
features = ["annual_income", "debt_to_income", "credit_utilization", "delinquencies_24m", "inquiries_6m", "months_employed"]
train, test = train_test_split(df, test_size=0.3, stratify=df["default_12m"], random_state=0)

def woe_encoder(col):
    tree = DecisionTreeClassifier(max_leaf_nodes=5, min_samples_leaf=0.05, random_state=0)
    tree.fit(train[[col]], train["default_12m"])
    stats = train.groupby(tree.apply(train[[col]]))["default_12m"].agg(["sum", "count"])
    bad, good = stats["sum"] + 0.5, stats["count"] - stats["sum"] + 0.5
    woe = np.log((good / good.sum()) / (bad / bad.sum()))
    return lambda frame: pd.Series(tree.apply(frame[[col]]), index=frame.index).map(woe)

encoders = {c: woe_encoder(c) for c in features}
def to_woe(frame):
    return pd.DataFrame({c: enc(frame) for c, enc in encoders.items()})

lr = LogisticRegression().fit(to_woe(train), train["default_12m"])
pd_test = lr.predict_proba(to_woe(test))[:, 1]
auc = roc_auc_score(test["default_12m"], pd_test)
print(f"AUROC: {auc:.3f}, Gini: {2 * auc - 1:.3f}")
score = 600 + 40 / np.log(2) * np.log((1 - pd_test) / pd_test)  # 기준점수 600, PDO 40 (score_scaling.json)
print(pd.Series(score).describe().round(0))
`;

const virtualMetrologyCode = `# 반도체 가상 계측(VM): FDC 센서 요약값으로 박막 두께 예측 (주성분 분석 + 릿지 회귀)
import numpy as np
import pandas as pd
from sklearn.decomposition import PCA
from sklearn.linear_model import RidgeCV
from sklearn.metrics import mean_absolute_error, r2_score
from sklearn.model_selection import GroupKFold, cross_val_predict
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

df = pd.read_csv("cvd_wafer_summary.csv")
sensor_cols = [c for c in df.columns if c.startswith("fdc_")]  # 스텝별 센서 통계 (공정변수_목록.md 참고)
model = make_pipeline(StandardScaler(), PCA(n_components=0.95, svd_solver="full"), RidgeCV(alphas=np.logspace(-3, 3, 13)))

# 같은 로트의 웨이퍼가 학습/검증에 섞이지 않도록 lot_id 기준으로 교차 검증
pred = cross_val_predict(model, df[sensor_cols], df["thickness_nm"], groups=df["lot_id"], cv=GroupKFold(n_splits=5))
print(f"MAE: {mean_absolute_error(df['thickness_nm'], pred):.2f} nm, R2: {r2_score(df['thickness_nm'], pred):.3f}")

model.fit(df[sensor_cols], df["thickness_nm"])
print(f"{len(sensor_cols)} sensor features -> {model.named_steps['pca'].n_components_} principal components")
result = df[["lot_id", "wafer_id", "chamber", "thickness_nm"]].assign(vm_residual=df["thickness_nm"] - pred)
print(result[result["vm_residual"].abs() > 3 * result["vm_residual"].std()])  # 계측 우선 대상 웨이퍼
`;

const segmentationCode = `# RFM + 구매 행동 지표 기반 고객 세분화 (K-평균 군집, 주성분 분석 좌표)
import numpy as np
import pandas as pd
from sklearn.cluster import KMeans
from sklearn.decomposition import PCA
from sklearn.metrics import silhouette_score
from sklearn.preprocessing import StandardScaler

orders = pd.read_csv("orders.csv", parse_dates=["order_date"])
snapshot = orders["order_date"].max() + pd.Timedelta(days=1)
rfm = orders.groupby("customer_id").agg(
    recency=("order_date", lambda s: (snapshot - s.max()).days),
    frequency=("order_id", "nunique"),
    monetary=("amount", "sum"),
    avg_discount=("discount_rate", "mean"),
    categories=("category", "nunique"),
)
X = StandardScaler().fit_transform(np.log1p(rfm))

# 실루엣 점수로 3~8개 중 최적 군집 수 선택
scores = {k: silhouette_score(X, KMeans(n_clusters=k, n_init=10, random_state=0).fit_predict(X)) for k in range(3, 9)}
best_k = max(scores, key=scores.get)
rfm["segment"] = KMeans(n_clusters=best_k, n_init=10, random_state=0).fit_predict(X)
rfm[["pc1", "pc2"]] = PCA(n_components=2).fit_transform(X)  # 대시보드 산점도용 좌표

print(f"best k = {best_k}")
print(rfm.groupby("segment")[["recency", "frequency", "monetary", "avg_discount", "categories"]].median().round(1))
`;

const basketAnalysisCode = `# 장바구니 분석: Apriori 방식으로 두 상품 조합의 지지도, 신뢰도, 향상도 산출
from itertools import combinations

import pandas as pd

tx = pd.read_csv("거래_샘플.csv")  # receipt_id, store_code, product_name, category, qty
baskets = tx.groupby("receipt_id")["product_name"].apply(lambda s: sorted(set(s)))
n = len(baskets)
min_support, min_confidence = 0.1, 0.3  # 실제 POS 데이터에서는 0.005 내외로 낮춰 사용

item_support = baskets.explode().value_counts() / n
frequent = set(item_support[item_support >= min_support].index)  # 빈발 단일 품목끼리만 조합 (Apriori 가지치기)
pair_counts = {}
for items in baskets:
    for a, b in combinations([i for i in items if i in frequent], 2):
        pair_counts[(a, b)] = pair_counts.get((a, b), 0) + 1

rows = []
for (a, b), cnt in pair_counts.items():
    support = cnt / n
    if support < min_support:
        continue
    for lhs, rhs in ((a, b), (b, a)):
        confidence = support / item_support[lhs]
        rows.append({"lhs": lhs, "rhs": rhs, "support": support, "confidence": confidence,
                     "lift": confidence / item_support[rhs]})

rules = pd.DataFrame(rows, columns=["lhs", "rhs", "support", "confidence", "lift"])
print(rules[rules["confidence"] >= min_confidence].sort_values("lift", ascending=False).head(15).round(3))
`;

const branchBenchmarkCode = `# 영업 지점 성과 벤치마킹: 계층적 군집으로 환경이 비슷한 지점끼리 묶고 그룹 안에서 비교
import pandas as pd
from sklearn.cluster import AgglomerativeClustering
from sklearn.preprocessing import StandardScaler

kpi = pd.read_csv("branch_kpi.csv", index_col="branch_id")
context = ["trade_area_population", "competitor_count", "floor_area_m2", "staff_count", "years_open"]  # 지점이 통제할 수 없는 환경 변수
outcome = ["revenue_per_staff", "conversion_rate", "repeat_rate", "cost_to_income"]

X = StandardScaler().fit_transform(kpi[context])
kpi["peer_group"] = AgglomerativeClustering(n_clusters=6, linkage="ward").fit_predict(X)

# 같은 환경 그룹 안에서 성과 지표를 백분위로 바꿔 공정하게 비교
ranks = kpi.groupby("peer_group")[outcome].rank(pct=True)
ranks["cost_to_income"] = 1 - ranks["cost_to_income"]  # 낮을수록 좋은 지표는 방향을 뒤집음
kpi["peer_score"] = ranks.mean(axis=1).round(3)
kpi["gap_to_best"] = kpi.groupby("peer_group")["revenue_per_staff"].transform("max") - kpi["revenue_per_staff"]

print(kpi.groupby("peer_group")[context + outcome].median().round(1))
print(kpi.sort_values("peer_score")[["peer_group", "peer_score", "gap_to_best"]].head(10))
`;

const reviewSentimentCode = `# 소비재 상품 리뷰 감성 분류 (TF-IDF 문자 n-gram + 나이브 베이즈)
import pandas as pd
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics import classification_report
from sklearn.model_selection import train_test_split
from sklearn.naive_bayes import ComplementNB
from sklearn.pipeline import make_pipeline

reviews = pd.read_csv("product_reviews.csv").dropna(subset=["review_text"])  # review_text, rating, product_line
reviews["label"] = pd.cut(reviews["rating"], bins=[0, 2, 3, 5], labels=["negative", "neutral", "positive"]).astype(str)
X_train, X_test, y_train, y_test = train_test_split(
    reviews["review_text"], reviews["label"], test_size=0.2, stratify=reviews["label"], random_state=3)

# 형태소 분석기 없이도 문자 2~4-gram 이 한국어 리뷰에서 안정적인 기준선을 제공
model = make_pipeline(
    TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 4), min_df=3, sublinear_tf=True),
    ComplementNB(alpha=0.3),
)
model.fit(X_train, y_train)
print(classification_report(y_test, model.predict(X_test), digits=3))

reviews["predicted"] = model.predict(reviews["review_text"])
share = reviews.groupby("product_line")["predicted"].value_counts(normalize=True).unstack(fill_value=0)
print(share.sort_values("negative", ascending=False).round(3))
`;

const ticketRoutingCode = `# IT 서비스 장애 티켓 자동 분류 및 담당 그룹 배정 (TF-IDF + 선형 SVM)
import pandas as pd
from sklearn.calibration import CalibratedClassifierCV
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics import classification_report
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.svm import LinearSVC

tickets = pd.read_csv("itsm_tickets.csv")  # title, description, assignment_group
text = tickets["title"].fillna("") + " " + tickets["description"].fillna("")
X_train, X_test, y_train, y_test = train_test_split(
    text, tickets["assignment_group"], test_size=0.2, stratify=tickets["assignment_group"], random_state=0)

model = make_pipeline(
    TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 4), min_df=2, sublinear_tf=True),
    CalibratedClassifierCV(LinearSVC(C=0.5, class_weight="balanced"), cv=3),
)
model.fit(X_train, y_train)
pred = model.predict(X_test)
print(classification_report(y_test, pred, digits=3))

# 확신도가 낮은 티켓은 자동 배정하지 않고 서비스데스크 검토 큐로 보냄
confident = model.predict_proba(X_test).max(axis=1) >= 0.7
print(f"auto-routed {confident.mean():.1%}, accuracy on auto-routed {(pred[confident] == y_test[confident]).mean():.1%}")
`;

/* ------------------------------------------------------------------------ */
/* Attachments                                                               */
/* ------------------------------------------------------------------------ */

const equipmentSample: AttachmentSeed = {
  name: 'sample_data',
  extension: 'csv',
  content: `timestamp,equipment_id,line,run_hours,vibration_rms,bearing_temp,motor_current,oil_pressure,failure_within_48h
2024-03-01,PMP-014,PRESS-2,18412,2.41,61.3,42.8,3.62,0
2024-03-02,PMP-014,PRESS-2,18434,2.46,61.9,43.1,3.60,0
2024-03-03,PMP-014,PRESS-2,18456,2.58,62.4,43.0,3.57,0
2024-03-04,PMP-014,PRESS-2,18478,2.93,64.8,44.6,3.51,0
2024-03-05,PMP-014,PRESS-2,18500,3.47,67.2,45.9,3.38,0
2024-03-06,PMP-014,PRESS-2,18522,4.26,71.5,47.3,3.21,1
2024-03-07,PMP-014,PRESS-2,18540,5.12,76.8,49.0,2.97,1
2024-03-01,CMP-203,PAINT-1,9275,1.87,58.2,51.4,4.05,0
2024-03-02,CMP-203,PAINT-1,9299,1.91,58.0,51.2,4.07,0
2024-03-03,CMP-203,PAINT-1,9323,1.85,57.6,51.6,4.04,0
2024-03-04,CMP-203,PAINT-1,9347,1.94,58.9,51.9,4.02,0
2024-03-05,CMP-203,PAINT-1,9371,1.89,58.4,51.3,4.06,0
2024-03-06,CMP-203,PAINT-1,9395,1.92,58.7,51.5,4.03,0
2024-03-07,CMP-203,PAINT-1,9419,1.88,58.1,51.1,4.05,0
`,
};

const fraudFeatureList: AttachmentSeed = {
  name: 'feature_list',
  extension: 'md',
  content: `# Card Fraud Detection: Core Feature List

The 15 core features of the supervised stage are listed below; the full set of about 40 features is described in the online documentation. All features are computed per authorisation request at scoring time. Windows are sliding and end at the current transaction (exclusive).

| Feature | Type | Description |
|---|---|---|
| amount_krw | numeric | Authorised amount in KRW |
| amount_to_avg_90d | numeric | Amount divided by the card's 90-day average ticket |
| txn_count_1h | integer | Transactions on the same card in the last hour |
| txn_count_24h | integer | Transactions on the same card in the last 24 hours |
| distinct_merchants_24h | integer | Distinct merchants used by the card in the last 24 hours |
| mcc_risk_level | category | Risk tier of the merchant category code (LOW / MID / HIGH) |
| is_card_not_present | boolean | Online or phone order (no physical card) |
| is_foreign | boolean | Merchant country differs from the card's issuing country |
| km_from_last_txn | numeric | Distance between this and the previous merchant location |
| minutes_from_last_txn | numeric | Minutes since the previous transaction on the card |
| impossible_travel | boolean | km_from_last_txn / minutes_from_last_txn above 900 km/h |
| new_device | boolean | Device fingerprint not seen on this card in 180 days |
| hour_of_day_dev | numeric | Deviation of the hour from the card's usual spending hours |
| merchant_fraud_rate_30d | numeric | Confirmed fraud rate at the merchant in the last 30 days |
| iso_anomaly_score | numeric | Isolation Forest score from the unsupervised stage |

## Label

is_fraud = 1 when a chargeback or customer dispute is confirmed as fraud within 60 days of the transaction.

## Notes

- Card numbers are tokenised before they reach the platform; no PAN is stored.
- Categorical features are target-encoded with 5-fold out-of-fold estimates to avoid leakage.
`,
};

const retailSample: AttachmentSeed = {
  name: 'sample_data',
  extension: 'csv',
  content: `store_id,sku,week_start,units_sold,price,promo_flag,holiday_flag
S0112,880123401,2024-01-01,142,2980,0,1
S0112,880123401,2024-01-08,118,2980,0,0
S0112,880123401,2024-01-15,121,2980,0,0
S0112,880123401,2024-01-22,197,2480,1,0
S0112,880123401,2024-01-29,126,2980,0,0
S0112,880123401,2024-02-05,168,2980,0,1
S0112,880123401,2024-02-12,109,2980,0,0
S0112,880547702,2024-01-01,64,5900,0,1
S0112,880547702,2024-01-08,51,5900,0,0
S0112,880547702,2024-01-15,55,5900,0,0
S0112,880547702,2024-01-22,58,5900,0,0
S0112,880547702,2024-01-29,93,4900,1,0
S0112,880547702,2024-02-05,77,5900,0,1
S0112,880547702,2024-02-12,49,5900,0,0
S0307,880123401,2024-01-01,88,2980,0,1
S0307,880123401,2024-01-08,73,2980,0,0
`,
};

const retailConfig: AttachmentSeed = {
  name: 'config',
  extension: 'json',
  content: `{
  "model": "retail-weekly-demand",
  "version": "2.3.0",
  "granularity": { "time": "week", "week_start": "MON", "keys": ["store_id", "sku"] },
  "horizon_weeks": 8,
  "features": {
    "lags": [1, 2, 4, 52],
    "rolling_windows": [4, 13],
    "calendar": ["week_of_year", "holiday_flag", "days_to_chuseok", "days_to_seollal"],
    "exogenous": ["price", "promo_flag"]
  },
  "training": {
    "loss": "poisson",
    "learning_rate": 0.05,
    "max_iter": 400,
    "validation": "last_8_weeks",
    "min_history_weeks": 26
  },
  "cold_start": { "strategy": "category_store_average", "fallback_weeks": 4 },
  "output": {
    "quantiles": [0.1, 0.5, 0.9],
    "table": "forecast.weekly_demand",
    "schedule_cron": "0 3 * * MON"
  }
}
`,
};

const readmissionSpec: AttachmentSeed = {
  name: '데이터_명세서',
  extension: 'md',
  content: `# 재입원 위험 예측 모델 데이터 명세서

학습 단위는 **퇴원 1건**입니다. 환자 식별자는 병원 내부에서 가명처리한 뒤 플랫폼으로 적재합니다.

| 컬럼명 | 형식 | 설명 | 예시 |
|---|---|---|---|
| encounter_id | 문자 | 입원 건 가명 ID | E2024-0031877 |
| age | 정수 | 퇴원 시점 만 나이 | 74 |
| length_of_stay | 정수 | 재원 일수 | 9 |
| prior_admissions_12m | 정수 | 최근 12개월 입원 횟수(이번 입원 제외) | 2 |
| num_medications | 정수 | 퇴원 처방 약제 수 | 11 |
| charlson_index | 정수 | 찰슨 동반질환 지수 | 5 |
| admission_type | 범주 | 입원 경로 (EMERGENCY / ELECTIVE / TRANSFER) | EMERGENCY |
| discharge_disposition | 범주 | 퇴원 형태 (HOME / HOME_CARE / NURSING_FACILITY / OTHER_HOSPITAL) | HOME_CARE |
| primary_dx_group | 범주 | 주진단 KCD 대분류 그룹 | CIRCULATORY |
| readmitted_30d | 0/1 | 퇴원 후 30일 이내 계획되지 않은 재입원 여부 (목표 변수) | 1 |

## 제외 기준

- 사망 퇴원, 자의 퇴원 건
- 항암 치료 등 계획된 재입원
- 만 18세 미만 환자

## 참고 사항

- 최소 24개월 이상의 퇴원 이력을 권장합니다.
- 검사 수치(헤모글로빈, 나트륨 등)를 추가하면 AUROC가 평균 0.03~0.05 개선됩니다.
`,
};

const visionConfig: AttachmentSeed = {
  name: 'config',
  extension: 'json',
  content: `{
  "project": "pcb-surface-inspection",
  "task": "classification+localisation",
  "image": { "width": 1024, "height": 1024, "channels": 3, "tile": 256, "tile_overlap": 32 },
  "classes": ["OK", "SCRATCH", "SOLDER_BRIDGE", "MISSING_COMPONENT", "CONTAMINATION"],
  "backbone": "efficientnet_b3",
  "anomaly_branch": { "type": "autoencoder", "latent_dim": 128, "train_on": "OK" },
  "augmentation": ["hflip", "vflip", "rotate90", "brightness_0.15", "gaussian_noise_0.01"],
  "training": { "epochs": 60, "batch_size": 32, "optimizer": "adamw", "lr": 0.0003, "early_stopping_patience": 8 },
  "thresholds": { "defect_probability": 0.55, "anomaly_score": 0.82, "send_to_manual_review_between": [0.35, 0.55] },
  "serving": { "device": "gpu", "max_latency_ms": 120, "export": "onnx" }
}
`,
};

const attritionSample: AttachmentSeed = {
  name: 'sample_data',
  extension: 'csv',
  content: `employee_id,department,job_level,tenure_years,age,monthly_overtime_hours,last_rating,months_since_promotion,salary_band_ratio,training_hours_12m,commute_minutes,engagement_score,left_within_12m
E10231,R&D,L3,2.4,31,38,B,28,0.91,12,72,3.1,1
E10457,Sales,L2,1.1,27,22,C,13,0.88,6,45,2.8,1
E10982,Finance,L4,7.8,39,9,A,14,1.04,24,35,4.2,0
E11305,Production,L2,4.5,34,31,B,41,0.95,8,20,3.4,0
E11742,R&D,L4,5.2,36,12,A,6,1.07,36,50,4.0,0
E12018,Marketing,L3,3.0,30,27,B,30,0.93,10,65,2.9,1
E12263,Sales,L3,6.1,37,18,B,22,1.01,16,30,3.6,0
E12590,IT,L2,1.7,28,41,B,20,0.86,4,80,2.6,1
E12844,HR,L3,9.4,44,6,A,18,1.10,20,25,4.4,0
E13107,Production,L1,0.8,24,35,C,10,0.90,2,40,3.0,1
E13365,IT,L4,4.1,35,15,A,9,1.05,28,55,3.9,0
E13612,Finance,L2,2.9,29,20,B,33,0.94,14,60,3.2,0
E13888,R&D,L5,11.3,47,8,A,26,1.12,18,30,4.1,0
E14120,Marketing,L2,1.4,26,29,C,16,0.87,5,75,2.7,1
E14459,Sales,L4,8.6,41,14,B,38,0.98,12,20,3.3,0
`,
};

const pricingConfig: AttachmentSeed = {
  name: 'config',
  extension: 'json',
  content: `{
  "property_code": "SEL-MYD-01",
  "currency": "KRW",
  "decision_interval_hours": 6,
  "booking_horizon_days": 120,
  "room_types": [
    { "code": "STD", "inventory": 182, "floor": 129000, "ceiling": 389000, "base_rate": 168000 },
    { "code": "DLX", "inventory": 96, "floor": 159000, "ceiling": 459000, "base_rate": 205000 },
    { "code": "STE", "inventory": 14, "floor": 320000, "ceiling": 980000, "base_rate": 410000 }
  ],
  "guardrails": {
    "max_daily_change_pct": 15,
    "min_rate_parity_gap_to_ota_pct": 0,
    "freeze_within_hours_of_arrival": 24,
    "require_approval_above_pct": 25
  },
  "reward": { "objective": "revpar", "overbooking_penalty": 250000, "discount_brand_penalty": 0.02 },
  "signals": ["pickup_7d", "competitor_median_rate", "event_calendar", "flight_arrivals_gmp_icn", "weather_forecast"],
  "agent": { "algorithm": "dqn", "gamma": 0.97, "action_steps_pct": [-10, -5, 0, 5, 10], "exploration_epsilon": 0.05 }
}
`,
};

const creditFeatureList: AttachmentSeed = {
  name: 'feature_list',
  extension: 'md',
  content: `# Application Scorecard: Variable Definitions

| Variable | Source | Definition | Expected direction |
|---|---|---|---|
| annual_income | Application form, verified by payroll data | Gross annual income (KRW 10,000 units) | Higher income, lower risk |
| debt_to_income | Credit bureau + application | Total monthly debt service / monthly income | Higher ratio, higher risk |
| credit_utilization | Credit bureau | Revolving balance / revolving limit, last month | Higher utilisation, higher risk |
| delinquencies_24m | Credit bureau | Number of 30+ day delinquencies in the last 24 months | More delinquencies, higher risk |
| inquiries_6m | Credit bureau | Hard credit inquiries in the last 6 months | More inquiries, higher risk |
| months_employed | Application form | Months with current employer | Longer tenure, lower risk |

## Target

default_12m = 1 if the account reaches 90+ days past due, is charged off or is restructured within 12 months of booking.

## Sample design

- Observation window: applications booked between January 2021 and June 2023
- Performance window: 12 months after booking
- Rejected applications are handled with parcelling-based reject inference (see the documentation).

## Binning rules

- Up to 5 bins per variable, each holding at least 5% of the development sample
- WoE must be monotonic for every variable except months_employed
- Missing values get their own bin
`,
};

const creditScaling: AttachmentSeed = {
  name: 'score_scaling',
  extension: 'json',
  content: `{
  "base_score": 600,
  "base_odds": 1,
  "points_to_double_odds": 40,
  "score_range": [300, 900],
  "grades": [
    { "grade": "A", "min": 760 },
    { "grade": "B", "min": 700 },
    { "grade": "C", "min": 640 },
    { "grade": "D", "min": 580 },
    { "grade": "E", "min": 520 },
    { "grade": "F", "min": 300 }
  ],
  "monitoring": { "psi_warning": 0.1, "psi_alert": 0.25, "gini_drop_alert": 0.05 }
}
`,
};

const processVariableList: AttachmentSeed = {
  name: '공정변수_목록',
  extension: 'md',
  content: `# CVD 가상 계측 모델 공정 변수 목록

FDC 원시 트레이스(1Hz)를 레시피 스텝별로 요약해 웨이퍼 1장당 1행으로 만듭니다. 컬럼 이름은 \`fdc_<스텝>_<센서>_<통계량>\` 규칙을 따릅니다.

| 센서 | 단위 | 사용 스텝 | 요약 통계량 |
|---|---|---|---|
| chamber_pressure | Torr | STAB, DEP, PURGE | mean, std, slope |
| heater_temp | °C | STAB, DEP | mean, max, std |
| rf_forward_power | W | DEP | mean, std, min |
| rf_reflected_power | W | DEP | mean, max |
| sih4_flow | sccm | DEP | mean, std |
| n2o_flow | sccm | DEP | mean, std |
| throttle_valve_pos | % | STAB, DEP | mean, slope |
| esc_voltage | V | DEP | mean |
| step_duration | s | 전체 | value |

## 부가 정보 컬럼

- lot_id, wafer_id, slot_no, chamber (A/B/C/D)
- pm_elapsed_rf_hours: 마지막 예방 정비 이후 누적 RF 시간
- thickness_nm: 계측 장비에서 측정한 49포인트 평균 두께 (목표 변수, 샘플링 계측 웨이퍼만 존재)

## 전처리 규칙

1. 스텝 시작 후 3초 구간은 과도 응답으로 보고 제외합니다.
2. 센서 결측이 10%를 넘는 웨이퍼는 학습에서 제외합니다.
3. 챔버 간 편차가 크면 chamber 더미 변수를 추가하거나 챔버별 모델을 따로 학습합니다.
`,
};

const basketSample: AttachmentSeed = {
  name: '거래_샘플',
  extension: 'csv',
  content: `receipt_id,store_code,product_name,category,qty
R240501-0001,GN01,우유 1L,유제품,1
R240501-0001,GN01,식빵,베이커리,1
R240501-0001,GN01,딸기잼,가공식품,1
R240501-0002,GN01,라면 5입,가공식품,2
R240501-0002,GN01,생수 2L 6입,음료,1
R240501-0002,GN01,계란 30구,신선식품,1
R240501-0003,GN01,우유 1L,유제품,2
R240501-0003,GN01,식빵,베이커리,1
R240501-0003,GN01,계란 30구,신선식품,1
R240501-0004,GN01,맥주 6캔,주류,1
R240501-0004,GN01,감자칩,과자,2
R240501-0005,GN01,라면 5입,가공식품,1
R240501-0005,GN01,생수 2L 6입,음료,1
R240501-0006,GN01,맥주 6캔,주류,1
R240501-0006,GN01,감자칩,과자,1
R240501-0006,GN01,생수 2L 6입,음료,1
R240501-0007,GN01,우유 1L,유제품,1
R240501-0007,GN01,딸기잼,가공식품,1
R240501-0008,GN01,식빵,베이커리,1
R240501-0008,GN01,계란 30구,신선식품,1
`,
};

const ticketRouterTrain: AttachmentSeed = {
  name: 'train',
  extension: 'py',
  content: `"""Train the IT ticket routing model and save it for the model registry.

Usage: python train.py --input itsm_tickets.csv --output ticket_router.joblib
"""
import argparse
import json

import joblib
import pandas as pd
from sklearn.calibration import CalibratedClassifierCV
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics import f1_score
from sklearn.model_selection import train_test_split
from sklearn.pipeline import Pipeline, make_pipeline
from sklearn.svm import LinearSVC


def build_model(c: float) -> Pipeline:
    return make_pipeline(
        TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 4), min_df=2, sublinear_tf=True),
        CalibratedClassifierCV(LinearSVC(C=c, class_weight="balanced"), cv=3),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description="Train the ticket routing model.")
    parser.add_argument("--input", required=True, help="CSV with title, description, assignment_group")
    parser.add_argument("--output", default="ticket_router.joblib")
    parser.add_argument("--min-tickets", type=int, default=30, help="smaller groups are merged into OTHER")
    parser.add_argument("--c", type=float, default=0.5, help="LinearSVC regularisation strength")
    args = parser.parse_args()

    df = pd.read_csv(args.input)
    counts = df["assignment_group"].value_counts()
    df["target"] = df["assignment_group"].where(df["assignment_group"].map(counts) >= args.min_tickets, "OTHER")
    text = df["title"].fillna("") + " " + df["description"].fillna("")

    X_train, X_test, y_train, y_test = train_test_split(
        text, df["target"], test_size=0.2, stratify=df["target"], random_state=0)
    model = build_model(args.c).fit(X_train, y_train)
    macro_f1 = f1_score(y_test, model.predict(X_test), average="macro")

    model = build_model(args.c).fit(text, df["target"])  # final model is refitted on all tickets
    joblib.dump(model, args.output)
    meta = {"macro_f1": round(float(macro_f1), 4), "classes": sorted(df["target"].unique().tolist()), "n_tickets": len(df)}
    with open(args.output + ".meta.json", "w", encoding="utf-8") as fh:
        json.dump(meta, fh, ensure_ascii=False, indent=2)
    print(f"saved {args.output} (hold-out macro F1 {macro_f1:.3f})")


if __name__ == "__main__":
    main()
`,
};

/* ------------------------------------------------------------------------ */
/* Pre-built models                                                          */
/* ------------------------------------------------------------------------ */

export const preBuiltModels: PreBuiltModelSeed[] = [
  {
    titleKr: '센서 데이터 기반 회전 설비 고장 예측',
    titleEn: 'Rotating Equipment Failure Prediction from Sensor Data',
    benefitKr:
      '진동·온도·전류 센서 데이터를 학습해 펌프, 모터, 컴프레서의 고장을 최대 48시간 전에 알려 줍니다. 설비가 멈추기 전에 정비 일정을 잡을 수 있습니다.',
    benefitEn:
      'Warns of pump, motor and compressor failures up to 48 hours ahead by learning from vibration, temperature and current sensors, so repairs can be scheduled before a machine stops.',
    overviewKr:
      '설비별 센서 시계열에서 이동 평균, 변화량, 누적 가동 시간 같은 상태 지표를 자동으로 만들고, 그래디언트 부스팅 분류기로 향후 48시간 내 고장 가능성을 점수화합니다. 고장 이력이 적은 현장 특성을 고려해 클래스 불균형 보정과 시간 순서 기반 검증을 기본으로 적용했습니다.\n\n예측 결과는 설비별 위험 점수와 함께 기여도가 높은 센서 목록으로 제공되므로, 정비 담당자가 어떤 부품부터 점검할지 바로 판단할 수 있습니다. 데이터 허브의 OPC-UA·MQTT 커넥터와 연결하면 일 배치 또는 시간 단위 스코어링으로 운영할 수 있습니다.',
    overviewEn:
      "The model derives condition indicators such as rolling averages, rates of change and cumulative running hours from each machine's sensor time series, then scores the probability of failure within the next 48 hours with a gradient-boosting classifier. Because failure records are scarce on most sites, class-imbalance weighting and time-ordered validation are applied by default.\n\nEvery prediction comes with a risk score and the sensors that contributed most, so maintenance staff can see at once which component to inspect first. Connected to the Data Hub OPC-UA and MQTT connectors, it runs as a daily batch or as hourly scoring.",
    painPointKr:
      '돌발 고장이 나면 라인 전체가 멈추고 긴급 부품 조달과 특근 비용까지 더해져 손실이 커집니다. 그렇다고 주기 정비 간격을 좁히면 아직 쓸 수 있는 부품까지 교체하게 됩니다. 센서는 이미 설치되어 있지만 데이터가 모니터링 화면에만 머물러 의사결정에 쓰이지 못하는 경우가 많습니다.',
    painPointEn:
      'A sudden breakdown halts the whole line, and rush-ordered parts and overtime add to the loss. Shortening time-based maintenance intervals, on the other hand, means replacing parts that still have life left. Most plants already have the sensors, but the data rarely leaves the monitoring screen to inform decisions.',
    advantageKr:
      '설비 유형별로 검증된 피처 템플릿을 제공해 센서 태그 매핑만으로 2주 안에 첫 모델을 만들 수 있습니다. 예측 근거를 센서 단위로 보여 주기 때문에 현장 정비팀의 신뢰를 얻기 쉽고, 재학습 파이프라인이 포함되어 설비 교체나 운전 조건 변화에도 성능이 유지됩니다.',
    advantageEn:
      'Feature templates validated for each equipment type mean a first model can be built within two weeks with nothing more than sensor-tag mapping. Sensor-level explanations make it easy to win the trust of maintenance crews, and the bundled retraining pipeline keeps accuracy stable when equipment is replaced or operating conditions change.',
    valuePointKr:
      '자동차 부품 제조사 적용 사례에서 비계획 정지 시간이 연간 31% 줄었고 예비 부품 재고는 14% 감소했습니다. 운영 환경에서 고장 재현율 82% 수준을 유지하고 있습니다.',
    valuePointEn:
      'At an automotive parts maker, unplanned downtime fell by 31% a year and spare-parts inventory by 14%. In production the model holds a failure recall of around 82%.',
    industries: ['MAN'],
    algorithms: ['GBM', 'CLA', 'ANO'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: equipmentFailureCode,
    attachments: [equipmentSample],
    daysAgo: 5,
    view: 3184,
  },
  {
    titleKr: '실시간 신용카드 이상거래 탐지(FDS) 모델',
    titleEn: 'Real-Time Credit Card Fraud Detection',
    benefitKr: '승인 요청 한 건마다 100ms 이내로 부정 사용 위험을 판단해, 고객 불편은 줄이면서 부정 사용 손실을 막습니다.',
    benefitEn: 'Scores every authorisation request for fraud risk in under 100 ms, stopping losses without adding friction for genuine cardholders.',
    overviewKr:
      '비지도 학습 단계의 Isolation Forest가 평소와 다른 거래 패턴을 찾아내고, 지도 학습 단계의 LightGBM이 확정된 사고 이력을 학습해 최종 위험 점수를 산출하는 2단계 구조입니다. 카드별 거래 빈도, 가맹점 위험도, 불가능한 이동 거리 등 40여 개 실시간 피처를 스트리밍으로 계산합니다.\n\n점수 구간별로 승인, 추가 인증, 보류 정책을 연결할 수 있으며, 오탐으로 확인된 건은 매일 피드백되어 다음 학습에 반영됩니다.',
    overviewEn:
      'A two-stage design: an unsupervised Isolation Forest flags transactions that depart from normal behaviour, and a supervised LightGBM model trained on confirmed fraud cases produces the final risk score. Around 40 real-time features, including per-card velocity, merchant risk and impossible travel, are computed on the stream.\n\nScore bands can be linked to approve, step-up authentication or hold policies, and cases confirmed as false positives are fed back daily into the next training run.',
    painPointKr:
      '규칙 기반 FDS는 새로운 부정 사용 수법이 나올 때마다 규칙을 추가해야 하고, 규칙이 늘어날수록 정상 거래 차단이 많아집니다. 해외 온라인 결제 비중이 커지면서 소수의 분석가가 경보를 모두 확인하기도 어려워졌습니다.',
    painPointEn:
      'Rule-based fraud systems need a new rule for every new attack pattern, and each added rule blocks more legitimate transactions. With cross-border online payments growing, a small team of analysts can no longer review every alert.',
    advantageKr:
      '비지도 이상 탐지를 함께 사용해 학습 데이터에 없던 신종 수법도 잡아냅니다. 모든 점수에 주요 판단 근거가 함께 기록되어 금융 당국 감사와 고객 민원 대응에 바로 활용할 수 있습니다.',
    advantageEn:
      'The unsupervised stage catches new attack patterns that never appeared in the training data. Every score is stored with its main reasons, ready for regulatory audits and customer complaint handling.',
    valuePointKr:
      '카드사 파일럿에서 기존 규칙 대비 부정 사용 탐지율이 27% 높아졌고, 정상 거래 오차단은 38% 감소했습니다. 분석가 1인당 검토 건수도 하루 평균 40% 줄었습니다.',
    valuePointEn:
      'In a card issuer pilot, fraud detection rose by 27% over the existing rules while false declines dropped by 38%. Daily alerts per analyst fell by 40% on average.',
    industries: ['FIN', 'SEC'],
    algorithms: ['LGBM', 'ISO', 'ANO'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/card-fraud-detection/getting-started`,
    attachments: [fraudFeatureList],
    daysAgo: 18,
    view: 2871,
  },
  {
    titleKr: '리테일 점포·상품별 주간 수요 예측',
    titleEn: 'Weekly Store and SKU Demand Forecasting for Retail',
    benefitKr: '점포와 상품 단위로 8주 앞 판매량을 예측해 발주량을 자동으로 제안합니다. 결품은 줄이고 재고 회전율은 높일 수 있습니다.',
    benefitEn:
      'Forecasts sales eight weeks ahead for every store and SKU and proposes order quantities automatically, cutting stock-outs while improving inventory turnover.',
    overviewKr:
      '과거 판매량의 래그와 이동 평균, 가격, 행사 여부, 명절·공휴일 같은 달력 정보를 결합해 그래디언트 부스팅 회귀 모델로 주간 수요를 예측합니다. 판매량 특성에 맞춰 포아송 손실을 사용하므로 판매량이 적은 상품에서도 예측이 안정적입니다.\n\n신규 상품이나 신규 점포는 카테고리 평균을 활용한 콜드 스타트 규칙으로 처리합니다. 예측값은 10%, 50%, 90% 분위수로 함께 제공되어 안전 재고 산정에 바로 쓸 수 있습니다.',
    overviewEn:
      'Lagged sales and rolling averages are combined with price, promotions and calendar events such as Seollal, Chuseok and public holidays, and a gradient-boosting regressor forecasts weekly demand. A Poisson loss suits count data, keeping forecasts stable for slow-moving items.\n\nNew products and new stores are handled by a cold-start rule based on category averages. Forecasts are published at the 10th, 50th and 90th percentiles, ready for safety-stock calculations.',
    painPointKr:
      '점포 담당자의 경험에 의존한 발주는 행사나 날씨 변화가 있을 때마다 결품과 과잉 재고를 반복합니다. 상품 수가 수만 개에 이르면 스프레드시트로는 관리가 불가능하고, 신선식품은 폐기 손실로 이어집니다.',
    painPointEn:
      "Ordering based on store managers' experience swings between stock-outs and overstock whenever promotions or the weather change. With tens of thousands of SKUs, spreadsheets cannot keep up, and for fresh food the result is waste.",
    advantageKr:
      '한국 유통 환경에 맞춘 명절 D-day 변수와 행사 캘린더가 기본 포함되어 있습니다. 점포·상품 조합 수십만 건도 하나의 글로벌 모델로 학습하므로 운영 부담이 적고, 매주 자동 재학습과 정확도 모니터링이 제공됩니다.',
    advantageEn:
      'Countdown features for Korean holidays and a promotion calendar come built in. Hundreds of thousands of store-SKU combinations are covered by a single global model, keeping operations light, with weekly automatic retraining and accuracy monitoring included.',
    valuePointKr: '슈퍼마켓 체인 적용 후 결품률이 4.1%에서 2.6%로 낮아졌고 재고 비용은 18% 절감되었습니다. 신선식품 폐기율도 22% 줄었습니다.',
    valuePointEn:
      'After rollout at a supermarket chain, the stock-out rate fell from 4.1% to 2.6% and inventory costs dropped by 18%. Fresh-food waste decreased by 22%.',
    industries: ['RET', 'DIS'],
    algorithms: ['GBM', 'REG'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: retailDemandCode,
    attachments: [retailSample, retailConfig],
    daysAgo: 9,
    view: 2406,
  },
  {
    titleKr: '통신 가입자 이탈 예측 및 해지 시점 추정',
    titleEn: 'Telecom Subscriber Churn Prediction and Time-to-Churn',
    benefitKr: '해지 가능성이 높은 가입자를 약정 만료 전에 찾아내고, 언제 이탈할지까지 추정해 유지 캠페인의 타이밍을 맞춥니다.',
    benefitEn: 'Finds subscribers likely to leave before their contract ends and estimates when they will go, so retention offers arrive at the right moment.',
    overviewKr:
      'XGBoost 분류 모델이 향후 90일 내 해지 확률을 계산하고, Cox 비례위험 기반 생존 분석 모델이 예상 해지 시점을 추정합니다. 요금제 변경 이력, 데이터 사용량 추세, 통화 품질 불만, 약정 잔여 기간, 결합 상품 여부 등 가입자 행동 데이터를 활용합니다.\n\n결과는 가입자별 위험 등급과 주요 이탈 사유로 정리되어 CRM 캠페인 대상 추출에 바로 연결됩니다.',
    overviewEn:
      'An XGBoost classifier estimates the probability of churn within 90 days, while a Cox proportional-hazards survival model estimates when churn is likely to happen. Inputs include plan changes, data-usage trends, call-quality complaints, remaining contract months and bundled services.\n\nResults are summarised as a risk tier and main churn reasons per subscriber and feed straight into CRM campaign targeting.',
    painPointKr:
      '번호이동 경쟁이 치열한 시장에서 신규 고객 유치 비용은 기존 고객 유지 비용의 몇 배에 이릅니다. 하지만 약정 만료 고객 전체에 일괄 혜택을 주면 마케팅 비용만 늘고 효과는 확인하기 어렵습니다.',
    painPointEn:
      'In a market where number-porting competition is fierce, winning a new customer costs several times more than keeping one. Yet blanket offers to everyone nearing contract expiry inflate marketing costs without measurable effect.',
    advantageKr:
      '이탈 확률과 예상 시점을 함께 제공해 ‘누구에게’뿐 아니라 ‘언제’ 연락할지도 결정할 수 있습니다. 가입자별 이탈 사유를 설명해 주므로 요금 할인, 기기 변경, 품질 개선 중 어떤 혜택을 제안할지 고르기 쉽습니다.',
    advantageEn:
      'Providing both churn probability and expected timing answers not only who to contact but when. Per-subscriber churn reasons make it easy to choose between a discount, a device upgrade or a network-quality fix.',
    valuePointKr: '이동통신사 캠페인 테스트에서 유지 캠페인 반응률이 2.3배 높아졌고, 대상 고객 수를 45% 줄이고도 월 해지율을 0.4%p 낮췄습니다.',
    valuePointEn:
      "In a mobile operator's campaign test, retention response rates were 2.3 times higher, and monthly churn fell by 0.4 percentage points while contacting 45% fewer customers.",
    industries: ['COM'],
    algorithms: ['XGB', 'SURV'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/telecom-churn/notebook`,
    attachments: [],
    daysAgo: 33,
    view: 1992,
  },
  {
    titleKr: '퇴원 환자 30일 내 재입원 위험 예측',
    titleEn: '30-Day Hospital Readmission Risk Prediction',
    benefitKr: '퇴원 시점에 환자별 재입원 위험도를 산출해, 고위험 환자에게 전화 모니터링과 외래 조기 예약을 우선 배정할 수 있습니다.',
    benefitEn:
      "Calculates each patient's readmission risk at discharge so that follow-up calls and early outpatient appointments go to those who need them most.",
    overviewKr:
      '연령, 재원 일수, 최근 입원 횟수, 처방 약제 수, 찰슨 동반질환 지수, 퇴원 형태 등 병원 정보 시스템에 이미 있는 항목만으로 30일 내 계획되지 않은 재입원 확률을 예측합니다. 의료진이 결과를 해석할 수 있도록 로지스틱 회귀 기반으로 설계했으며, 변수별 영향 방향과 크기를 그대로 확인할 수 있습니다.\n\n데이터는 가명처리 후 플랫폼에 적재되며, 모델 결과는 EMR 퇴원 요약 화면에 위험 등급으로 표시하도록 연동할 수 있습니다.',
    overviewEn:
      'Using only fields already held in the hospital information system, such as age, length of stay, recent admissions, number of medications, Charlson comorbidity index and discharge disposition, the model predicts the probability of an unplanned readmission within 30 days. It is built on logistic regression so clinicians can read the direction and size of every factor.\n\nData is pseudonymised before it is loaded onto the platform, and the result can be shown as a risk tier on the EMR discharge summary.',
    painPointKr:
      '재입원은 환자에게 부담일 뿐 아니라 병원 평가와 수가에도 영향을 줍니다. 퇴원 후 관리 인력은 한정되어 있는데, 누구를 먼저 챙겨야 할지 판단할 근거가 담당 간호사의 경험에 머물러 있습니다.',
    painPointEn:
      "Readmissions burden patients and also affect hospital quality ratings and reimbursement. Post-discharge care staff are limited, and deciding whom to call first still relies on individual nurses' experience.",
    advantageKr:
      '블랙박스 모델이 아니라 계수를 직접 설명할 수 있는 구조라 의료진 검토와 IRB 심의를 통과하기 쉽습니다. 국내 진단 분류 체계(KCD)에 맞춘 변수 정의와 데이터 명세서를 함께 제공합니다.',
    advantageEn:
      'Because every coefficient can be explained, the model passes clinical review and ethics board scrutiny more easily than a black box. Variable definitions follow the Korean Classification of Diseases (KCD), and a full data specification is included.',
    valuePointKr: '상급종합병원 시범 적용에서 AUROC 0.74를 기록했고, 위험도 상위 10% 환자 집중 관리로 해당 군의 30일 재입원율이 17% 감소했습니다.',
    valuePointEn:
      "In a pilot at a tertiary hospital the model reached an AUROC of 0.74, and focused follow-up of the top 10% risk group cut that group's 30-day readmission rate by 17%.",
    industries: ['HEA'],
    algorithms: ['LOG', 'CLA'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: readmissionCode,
    attachments: [readmissionSpec],
    daysAgo: 47,
    view: 1318,
  },
  {
    titleKr: '콜센터 상담 내역 VOC 토픽 분석',
    titleEn: 'Voice-of-Customer Topic Modelling for Contact Centres',
    benefitKr: '매일 쌓이는 상담 녹취록과 상담 메모에서 고객 불만 주제를 자동으로 찾아내고, 급증하는 이슈를 조기에 알려 줍니다.',
    benefitEn: 'Automatically surfaces the topics behind customer complaints from daily call transcripts and agent notes, and flags emerging issues early.',
    overviewKr:
      'STT로 변환된 상담 녹취록과 상담 메모를 정제한 뒤, LDA 토픽 모델로 주요 주제를 추출하고 한국어 BERT 임베딩으로 유사 문장을 묶어 주제 이름을 붙입니다. 주제별 건수와 감성 추이를 일 단위로 집계해 전주 대비 급증한 이슈를 알림으로 보냅니다.\n\n분석 결과는 대시보드와 함께 원문 예시 문장으로 제공되어, 현업 부서가 실제 고객 목소리를 바로 확인할 수 있습니다.',
    overviewEn:
      'After cleaning speech-to-text transcripts and agent notes, an LDA topic model extracts the main themes and Korean BERT embeddings group similar sentences to give each topic a readable label. Daily counts and sentiment per topic are tracked, and issues that spike week on week trigger an alert.\n\nResults are shown on a dashboard together with representative verbatims, so business teams can hear the actual customer voice.',
    painPointKr:
      '하루 수만 건의 상담 중 상담사가 직접 분류하는 유형 코드는 부정확하고, 새로운 불만 유형은 기존 코드 체계에 잡히지 않습니다. 결국 이슈가 언론이나 SNS에서 먼저 터진 뒤에야 파악하는 일이 반복됩니다.',
    painPointEn:
      'Of tens of thousands of calls a day, the reason codes agents pick by hand are unreliable, and new kinds of complaint do not fit the existing code list. Too often an issue is only noticed after it breaks in the press or on social media.',
    advantageKr:
      '금융, 통신, 공공 상담 도메인별 불용어 사전과 동의어 사전이 포함되어 초기 정제 작업이 크게 줄어듭니다. 주제 수를 미리 정하지 않아도 일관성 점수로 적정 개수를 추천하며, 새 주제가 나타나면 자동으로 표시합니다.',
    advantageEn:
      'Stop-word and synonym dictionaries for finance, telecom and public-sector contact centres are included, cutting the initial clean-up work substantially. There is no need to fix the number of topics in advance: a coherence score recommends it, and new topics are highlighted as they appear.',
    valuePointKr: '보험사 콜센터에서 불만 이슈 인지 시점이 평균 9일 앞당겨졌고, 수작업 분류에 쓰이던 상담 후처리 시간은 콜당 35초 단축되었습니다.',
    valuePointEn:
      "At an insurer's contact centre, complaint issues were spotted nine days earlier on average, and after-call work previously spent on manual tagging shrank by 35 seconds per call.",
    industries: ['SER', 'COM', 'FIN'],
    algorithms: ['LDA', 'BERT'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/voc-topic-modelling/notebook`,
    attachments: [],
    daysAgo: 61,
    view: 1547,
  },
  {
    titleKr: '이커머스 개인화 상품 추천 (ALS 협업 필터링)',
    titleEn: 'Personalised Product Recommendations for E-commerce (ALS)',
    benefitKr: '조회, 장바구니, 구매 기록만으로 고객마다 다른 추천 상품 목록을 만들어 메인 화면과 푸시 메시지의 클릭률을 높입니다.',
    benefitEn:
      'Builds a different product list for every shopper from views, cart adds and purchases alone, lifting click-through on the home page and in push messages.',
    overviewKr:
      '명시적인 평점 없이도 고객 행동 로그를 암묵적 피드백으로 활용하는 ALS 행렬 분해 모델입니다. 행동 유형별 가중치와 신뢰도 계수를 적용해 고객과 상품을 같은 잠재 공간에 배치하고, 이미 구매한 상품은 제외한 상위 N개를 추천합니다.\n\n수백만 고객 규모에서도 분산 학습으로 하룻밤 안에 전체 재학습이 가능하며, 실시간 인기 상품과 혼합하는 하이브리드 규칙을 함께 제공합니다.',
    overviewEn:
      'This ALS matrix-factorisation model treats behaviour logs as implicit feedback, so no explicit ratings are needed. Weights per event type and a confidence factor place customers and products in the same latent space, and the top N products the customer has not already bought are recommended.\n\nDistributed training retrains the full model overnight even for millions of customers, and hybrid rules for blending in real-time bestsellers are included.',
    painPointKr:
      '모든 고객에게 같은 베스트셀러를 노출하면 신규 상품과 롱테일 상품은 팔릴 기회조차 얻지 못합니다. 평점을 남기는 고객은 소수여서 평점 기반 추천은 데이터가 부족합니다.',
    painPointEn:
      'Showing every customer the same bestsellers gives new and long-tail products no chance to sell. Only a small share of customers leave ratings, so rating-based recommenders starve for data.',
    advantageKr:
      '평점 데이터 없이 행동 로그만으로 동작하고, 이벤트 가중치를 업종에 맞게 조정할 수 있습니다. A/B 테스트용 추천 슬롯 분기와 성과 리포트가 기본 포함되어 효과를 바로 검증할 수 있습니다.',
    advantageEn:
      'It works from behaviour logs alone, and event weights can be tuned to the business. Recommendation-slot splitting for A/B tests and performance reports are built in, so the impact can be verified right away.',
    valuePointKr:
      '패션 이커머스 A/B 테스트에서 추천 영역 클릭률이 34%, 방문당 매출이 9% 증가했습니다. 추천 매출 중 롱테일 상품 비중은 21%에서 37%로 확대되었습니다.',
    valuePointEn:
      'In a fashion e-commerce A/B test, click-through on the recommendation slot rose by 34% and revenue per visit by 9%. The long-tail share of recommended sales grew from 21% to 37%.',
    industries: ['RET', 'CONS'],
    algorithms: ['ALS', 'CF', 'MF'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: recommendationCode,
    attachments: [],
    daysAgo: 26,
    view: 2763,
  },
  {
    titleKr: '생산 라인 이미지 기반 외관 불량 검출',
    titleEn: 'Image-Based Visual Defect Detection on the Production Line',
    benefitKr: '라인 카메라로 촬영한 제품 이미지를 딥러닝으로 판독해 스크래치, 납땜 불량, 부품 누락 등을 실시간으로 걸러냅니다.',
    benefitEn: 'Reads product images from line cameras with deep learning to catch scratches, solder bridges, missing components and more in real time.',
    overviewKr:
      '합성곱 신경망(CNN) 분류기가 알려진 불량 유형을 판별하고, 양품 이미지만으로 학습한 오토인코더가 처음 보는 형태의 이상을 잡아내는 이중 구조입니다. 고해상도 이미지는 타일 단위로 나누어 처리해 작은 결함도 놓치지 않습니다.\n\n판정이 애매한 구간은 작업자 재검 대상으로 분류되며, 재검 결과는 라벨링 도구를 통해 학습 데이터로 다시 쌓입니다. 학습된 모델은 ONNX로 내보내 라인 옆 엣지 GPU 서버에서 구동할 수 있습니다.',
    overviewEn:
      'A convolutional neural network classifies known defect types, while an autoencoder trained only on good parts catches anomalies it has never seen before. High-resolution images are processed tile by tile so even small flaws are not missed.\n\nBorderline cases are routed to operators for manual re-inspection, and their decisions flow back into the training set through the labelling tool. Trained models export to ONNX and run on an edge GPU server next to the line.',
    painPointKr:
      '육안 검사는 작업자의 숙련도와 피로도에 따라 판정이 달라지고, 교대 근무 간 품질 편차가 생깁니다. 기존 룰 기반 비전 검사는 조명이나 제품 모델이 바뀔 때마다 파라미터를 다시 맞춰야 하고 과검출이 많습니다.',
    painPointEn:
      "Manual inspection varies with each inspector's skill and fatigue, so quality differs from shift to shift. Rule-based machine vision has to be re-tuned whenever lighting or the product model changes, and it over-rejects.",
    advantageKr:
      '불량 샘플이 적은 초기 단계에도 오토인코더로 바로 운영을 시작할 수 있습니다. 불량 위치를 히트맵으로 표시해 작업자가 판정 근거를 확인할 수 있고, 제품 모델이 추가되면 전이 학습으로 수일 내 적용할 수 있습니다.',
    advantageEn:
      'Thanks to the autoencoder, operation can start even when only a handful of defect samples exist. Heatmaps show where each defect is so operators can check the reasoning, and new product models can be added within days through transfer learning.',
    valuePointKr:
      'PCB 조립 라인 적용 후 불량 유출률이 0.8%에서 0.15%로 낮아졌고, 검사 인력 3명을 공정 개선 업무로 재배치했습니다. 과검출률은 기존 비전 검사 대비 62% 감소했습니다.',
    valuePointEn:
      'On a PCB assembly line, defect escape fell from 0.8% to 0.15%, and three inspectors were reassigned to process-improvement work. Over-rejection dropped by 62% compared with the previous vision system.',
    industries: ['MAN'],
    algorithms: ['CNN', 'AE'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/visual-defect-detection/quick-start`,
    attachments: [visionConfig],
    daysAgo: 74,
    view: 2238,
  },
  {
    titleKr: '공장·건물 전력 부하 단기 예측',
    titleEn: 'Short-Term Power Load Forecasting for Plants and Buildings',
    benefitKr: '15분 단위 전력 사용량을 최대 72시간 앞까지 예측해 피크 관리, 계약 전력 최적화, ESS 충·방전 계획에 활용합니다.',
    benefitEn:
      'Forecasts electricity use in 15-minute intervals up to 72 hours ahead to support peak management, contract-demand optimisation and battery storage scheduling.',
    overviewKr:
      '시간 합성곱 신경망(TCN)이 전력 사용 패턴의 단기 변동을 학습하고, 계절성 ARIMA가 일·주 단위 주기를 안정적으로 잡아 두 결과를 가중 결합합니다. 기상 예보, 생산 계획, 휴일 정보를 외생 변수로 받아 특수일에도 오차가 크게 늘지 않도록 설계했습니다.\n\nAMI 계량기나 BEMS·FEMS 데이터를 데이터 허브로 수집하면 별도 개발 없이 예측 파이프라인을 구성할 수 있습니다.',
    overviewEn:
      'A temporal convolutional network learns short-term fluctuations in demand, while a seasonal ARIMA model captures daily and weekly cycles; the two forecasts are blended with learned weights. Weather forecasts, production schedules and holidays are used as exogenous inputs so errors stay low on unusual days.\n\nOnce smart-meter or BEMS/FEMS data is collected in the Data Hub, the forecasting pipeline can be set up without custom development.',
    painPointKr:
      '최대 수요 전력을 한 번만 초과해도 1년 치 기본요금이 올라가고, 여름·겨울 피크 시간대에는 요금 단가도 높습니다. 담당자가 전날 사용량을 보며 감으로 부하를 조정하는 방식으로는 대응에 한계가 있습니다.',
    painPointEn:
      "Exceeding the contracted peak demand just once can raise the basic charge for a whole year, and unit prices are highest during summer and winter peaks. Adjusting loads by gut feel from yesterday's consumption is not enough.",
    advantageKr:
      '딥러닝과 통계 모델을 결합해 평상시 정확도와 특수일 안정성을 모두 확보했습니다. 예측 구간(신뢰 구간)을 함께 제공해 피크 초과 위험을 확률로 판단할 수 있습니다.',
    advantageEn:
      'Combining deep learning with a statistical model gives both everyday accuracy and stability on special days. Prediction intervals come with every forecast, so the risk of exceeding the peak can be judged as a probability.',
    valuePointKr:
      '화학 공장 적용 시 익일 예측 오차(MAPE)가 3.2% 수준으로 유지되었고, 피크 초과 횟수가 연 7회에서 1회로 줄어 연간 전기 요금을 약 2억 3천만 원 절감했습니다.',
    valuePointEn:
      'At a chemical plant, day-ahead error held at around 3.2% MAPE, and peak exceedances fell from seven a year to one, saving about KRW 230 million in annual electricity costs.',
    industries: ['OTHER1', 'MAN', 'CON'],
    algorithms: ['TCN', 'SAR'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/energy-load-forecasting/getting-started`,
    attachments: [],
    daysAgo: 88,
    view: 1183,
  },
  {
    titleKr: '보험금 청구 자동 심사 분류 및 우선순위 지정',
    titleEn: 'Insurance Claim Triage and Prioritisation',
    benefitKr: '접수된 보험금 청구를 즉시 지급, 일반 심사, 정밀 조사로 자동 분류해 소액 청구는 빠르게 지급하고 심사 인력은 고위험 건에 집중하게 합니다.',
    benefitEn:
      'Sorts incoming claims into fast-track payment, standard review and special investigation, so small claims are paid quickly and assessors focus on high-risk cases.',
    overviewKr:
      '진단서와 영수증 OCR 텍스트는 BERT 언어 모델로, 청구 금액·가입 기간·과거 청구 이력 같은 정형 데이터는 XGBoost로 학습해 하나의 심사 점수로 결합합니다. 보험 사기 의심 패턴과 서류 누락 가능성도 함께 표시됩니다.\n\n분류 기준은 상품군별로 조정할 수 있으며, 모든 자동 판정은 근거와 함께 기록되어 사후 감사에 대응할 수 있습니다.',
    overviewEn:
      'OCR text from medical certificates and receipts is modelled with a BERT language model, while structured data such as claim amount, policy tenure and claim history is modelled with XGBoost; the two are combined into a single triage score. Suspected fraud patterns and likely missing documents are flagged as well.\n\nThresholds can be tuned by product line, and every automated decision is logged with its reasons for later audit.',
    painPointKr:
      '실손보험 청구 건수는 계속 늘지만 대부분은 소액이고 정형화된 건입니다. 모든 청구를 같은 절차로 심사하다 보니 지급이 늦어져 고객 불만이 쌓이고, 정작 조사가 필요한 건은 충분히 들여다보지 못합니다.',
    painPointEn:
      'Medical expense claims keep growing, yet most are small and routine. Reviewing every claim through the same process delays payment and frustrates customers, while the cases that really need investigation get too little attention.',
    advantageKr:
      '비정형 서류와 정형 데이터를 함께 학습해 서류 기반 판단이 필요한 건에서도 정확도가 높습니다. 보수적인 임계값으로 시작해 단계적으로 자동 지급 비율을 넓히는 운영 가이드를 제공합니다.',
    advantageEn:
      'Learning from unstructured documents and structured data together keeps accuracy high even where decisions depend on paperwork. An operating guide explains how to start with conservative thresholds and widen straight-through payment step by step.',
    valuePointKr:
      '손해보험사 적용 후 소액 청구의 62%가 당일 자동 지급되었고, 평균 지급 소요일은 3.4일에서 0.9일로 단축되었습니다. 보험 사기 적발 금액은 전년 대비 19% 늘었습니다.',
    valuePointEn:
      'At a non-life insurer, 62% of small claims were paid automatically on the same day, and average time to payment fell from 3.4 days to 0.9. Detected fraud value rose by 19% year on year.',
    industries: ['FIN', 'SER'],
    algorithms: ['BERT', 'XGB'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/insurance-claim-triage/overview`,
    attachments: [],
    daysAgo: 102,
    view: 968,
  },
  {
    titleKr: '임직원 퇴사 위험 예측 및 핵심 요인 분석',
    titleEn: 'Employee Attrition Risk and Key Driver Analysis',
    benefitKr: '향후 12개월 안에 퇴사할 가능성이 높은 인력을 미리 파악하고, 조직별로 어떤 요인이 이직을 부르는지 데이터로 보여 줍니다.',
    benefitEn: 'Identifies employees likely to leave within the next 12 months and shows, team by team, which factors are driving turnover.',
    overviewKr:
      '근속 기간, 초과 근무 시간, 평가 등급, 승진 후 경과 기간, 급여 밴드 내 위치, 교육 이수 시간, 통근 시간, 몰입도 설문 점수 등을 바탕으로 랜덤 포레스트 모델이 퇴사 위험을 예측합니다. 순열 중요도와 개인별 기여도 분석으로 조직 단위와 개인 단위의 이직 요인을 함께 제시합니다.\n\n개인 점수는 권한이 있는 HR 담당자에게만 공개되도록 설계되어 있으며, 리더에게는 팀 단위 집계 정보만 제공합니다.',
    overviewEn:
      'A random forest model predicts attrition risk from tenure, overtime hours, performance rating, months since last promotion, position within the salary band, training hours, commute time and engagement survey scores. Permutation importance and per-person contribution analysis explain turnover drivers at both team and individual level.\n\nIndividual scores are visible only to authorised HR staff; team leaders see aggregated information only.',
    painPointKr:
      '핵심 인재가 퇴사 의사를 밝힌 뒤에는 붙잡을 수 있는 방법이 많지 않습니다. 퇴사 면담 기록만으로는 원인이 모호하고, 채용과 온보딩에 드는 비용은 연봉의 절반 이상에 이르기도 합니다.',
    painPointEn:
      'Once a key employee has announced their resignation, there is little left to do. Exit interviews rarely pin down the real cause, and replacing someone can cost more than half of their annual salary in hiring and onboarding.',
    advantageKr:
      'HR 시스템의 기본 항목만으로 시작할 수 있고, 설문 데이터를 추가하면 정확도가 단계적으로 올라갑니다. 개인정보 보호를 위해 가명처리, 열람 권한, 감사 로그 정책이 기본 적용되어 있습니다.',
    advantageEn:
      'It can start from standard HRIS fields, and accuracy improves step by step as survey data is added. Pseudonymisation, access control and audit logging are enabled by default to protect personal data.',
    valuePointKr:
      'IT 서비스 기업 적용 후 고위험군 대상 경력 면담과 직무 순환을 시행해 핵심 직군 자발적 이직률이 14.2%에서 10.8%로 낮아졌습니다. 연간 대체 채용 비용은 약 9억 원 절감된 것으로 추정됩니다.',
    valuePointEn:
      'After an IT services company held career conversations and job rotations with its high-risk group, voluntary turnover in key roles fell from 14.2% to 10.8%. Annual replacement hiring costs are estimated to have dropped by about KRW 900 million.',
    industries: ['HR', 'MANA', 'INF'],
    algorithms: ['RF', 'CLA'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: attritionCode,
    attachments: [attritionSample],
    daysAgo: 117,
    view: 1406,
  },
  {
    titleKr: '학생 중도탈락 조기 경보 시스템',
    titleEn: 'Early Warning System for Student Dropout',
    benefitKr: '학기 초 3~4주 차의 출결, 학습관리시스템(LMS) 접속, 과제 제출 데이터로 중도탈락 위험 학생을 조기에 찾아 상담으로 연결합니다.',
    benefitEn:
      'Uses attendance, learning-management-system activity and assignment submissions from the first three to four weeks of term to spot students at risk of dropping out and connect them with advisers.',
    overviewKr:
      'CatBoost 모델이 학적, 성적, 장학금, 출결, LMS 활동 로그 등 범주형 변수가 많은 학사 데이터를 별도 인코딩 없이 학습합니다. 결과는 상담 교직원이 이해하기 쉽도록 의사결정나무 기반의 위험 유형 규칙으로 요약됩니다.\n\n학기 중 매주 위험도가 갱신되며, 위험도가 급격히 오른 학생은 지도 교수와 학생 상담 센터에 자동 알림을 보냅니다.',
    overviewEn:
      'A CatBoost model learns from academic records, grades, scholarships, attendance and LMS activity logs, handling the many categorical fields without manual encoding. For advisers, the results are summarised as decision-tree rules describing typical risk profiles.\n\nRisk is refreshed every week of term, and students whose risk jumps sharply trigger automatic alerts to their academic adviser and the student counselling centre.',
    painPointKr:
      '중도탈락은 학생 개인의 손실이자 대학 재정과 평가 지표에도 직접 영향을 줍니다. 그러나 위험 신호가 학사, LMS, 장학 시스템에 흩어져 있어 휴학이나 자퇴 신청서가 들어온 뒤에야 상황을 알게 됩니다.',
    painPointEn:
      "Dropout is a loss for the student and directly affects a university's finances and performance indicators. Yet the warning signs are scattered across academic, LMS and scholarship systems, so staff usually learn of the problem only when a leave or withdrawal form arrives.",
    advantageKr:
      '학사 데이터 구조에 맞춘 전처리 템플릿으로 여러 시스템의 데이터를 빠르게 통합합니다. 위험 유형을 ‘학업 부진형’, ‘경제적 어려움형’, ‘적응 곤란형’ 등으로 나누어 유형별 맞춤 지원 프로그램을 연결할 수 있습니다.',
    advantageEn:
      'Pre-processing templates built for academic data integrate the various systems quickly. Risk is split into profiles such as academic difficulty, financial hardship and poor adjustment, each linked to a matching support programme.',
    valuePointKr:
      '4년제 사립대학 적용 첫해에 1학년 중도탈락률이 8.9%에서 6.7%로 감소했습니다. 상담 대상 학생의 학기 유지율은 비대상 위험군보다 21%p 높았습니다.',
    valuePointEn:
      'In the first year at a private four-year university, the first-year dropout rate fell from 8.9% to 6.7%. Students who received counselling were retained for the semester at a rate 21 percentage points higher than at-risk students who did not.',
    industries: ['EDU'],
    algorithms: ['CAT', 'DT', 'CLA'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/student-dropout-early-warning/guide`,
    attachments: [],
    daysAgo: 131,
    view: 846,
  },
  {
    titleKr: '네트워크 트래픽 이상 징후 탐지',
    titleEn: 'Network Traffic Anomaly Detection',
    benefitKr: '방화벽과 라우터의 플로우 데이터를 학습해 평소와 다른 트래픽을 찾아내고, 포트 스캔과 데이터 유출 같은 위협을 초기에 알립니다.',
    benefitEn:
      'Learns normal behaviour from firewall and router flow data and flags unusual traffic, giving early warning of threats such as port scans and data exfiltration.',
    overviewKr:
      '출발지 IP별 5분 단위 플로우 통계(송수신 바이트, 패킷 수, 목적지 포트·IP 다양성, SYN 비율 등)를 만들고, Isolation Forest와 One-Class SVM이 모두 이상으로 판단한 구간만 경보로 올립니다. 두 모델의 합의 방식으로 오탐을 크게 줄였습니다.\n\n정상 기준선은 2주 단위로 자동 갱신되며, 경보에는 기준선 대비 어떤 지표가 얼마나 벗어났는지가 함께 표시됩니다. SIEM으로 경보를 전달하는 커넥터가 제공됩니다.',
    overviewEn:
      'Five-minute flow statistics are built for each source IP, covering bytes in and out, packets, diversity of destination ports and IPs, and SYN ratio, and an alert is raised only when both an Isolation Forest and a One-Class SVM consider a window anomalous. This consensus approach sharply reduces false positives.\n\nThe normal baseline is refreshed automatically every two weeks, and each alert shows which metrics deviated from it and by how much. A connector forwards alerts to your SIEM.',
    painPointKr:
      '시그니처 기반 보안 장비는 알려진 공격만 막을 수 있고, 내부자의 비정상 행위나 저속 스캔은 놓치기 쉽습니다. 반대로 임계값 기반 경보는 하루 수천 건씩 쏟아져 관제 요원이 실제 위협을 골라내기 어렵습니다.',
    painPointEn:
      'Signature-based security tools only stop known attacks and easily miss insider misuse or slow scans. Threshold alerts, meanwhile, pour in by the thousand every day, making it hard for SOC analysts to pick out real threats.',
    advantageKr:
      '라벨이 없는 환경에서도 바로 적용할 수 있는 비지도 방식입니다. 로그 스케일 변환과 두 모델 합의 규칙이 기본 설정되어 있어 튜닝 없이도 오탐률이 낮고, 관제 요원의 판정 결과를 반영해 점진적으로 개선됩니다.',
    advantageEn:
      'It is unsupervised, so it can be deployed where no labelled attacks exist. Log scaling and the two-model consensus rule are set by default, keeping false positives low without tuning, and analyst verdicts are fed back for continuous improvement.',
    valuePointKr:
      '공공기관 관제 센터에서 일 평균 경보 건수가 2,400건에서 180건으로 줄었고, 경보의 실제 위협 비율은 3배 높아졌습니다. 내부 PC의 비인가 데이터 전송 2건을 기존 장비보다 먼저 탐지했습니다.',
    valuePointEn:
      'At a public-sector security operations centre, daily alerts fell from 2,400 to 180 while the share of genuine threats tripled. Two unauthorised data transfers from internal PCs were detected before the existing tools caught them.',
    industries: ['SEC', 'COM', 'INF'],
    algorithms: ['ISO', 'OCSVM', 'ANO'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: networkAnomalyCode,
    attachments: [],
    daysAgo: 146,
    view: 1689,
  },
  {
    titleKr: '택배·라스트마일 배송 소요시간 예측',
    titleEn: 'Parcel and Last-Mile Delivery Time Estimation',
    benefitKr: '주문 시점에 도착 예정 시간을 분 단위로 예측해 고객에게 정확한 배송 안내를 제공하고, 지연 위험 주문을 미리 관리합니다.',
    benefitEn:
      'Predicts arrival time to the minute when the order is placed, giving customers accurate delivery promises and flagging orders at risk of delay.',
    overviewKr:
      '배송 거리, 물량, 중량, 시간대, 요일, 강수량, 허브 적체량과 함께 도착지 주변 과거 배송 이력을 K-최근접 이웃으로 요약한 지역 난이도 피처를 사용합니다. 최종 예측은 절대 오차를 최소화하는 그래디언트 부스팅 회귀 모델이 담당합니다.\n\n예측 결과는 배송 앱 API로 제공되며, 예측 도착 시간이 약속 시간을 넘길 것으로 보이는 주문은 배차 담당자에게 미리 알려 경로를 조정하게 합니다.',
    overviewEn:
      'Alongside distance, parcel count, weight, time of day, weekday, rainfall and hub backlog, the model uses a local difficulty feature that summarises past deliveries near the destination with k-nearest neighbours. A gradient-boosting regressor trained to minimise absolute error makes the final prediction.\n\nPredictions are served to the delivery app through an API, and orders whose estimated arrival is likely to miss the promised slot are flagged to dispatchers so routes can be adjusted in advance.',
    painPointKr:
      '‘오늘 도착 예정’ 같은 막연한 안내는 고객 문의를 늘리고 재배송 비용을 키웁니다. 아파트 단지, 상가, 산간 지역처럼 도착지 특성에 따라 소요시간이 크게 달라지지만 기존 시스템은 거리만으로 계산합니다.',
    painPointEn:
      'Vague promises such as ‘arriving today’ generate customer enquiries and costly redelivery. Delivery times vary widely with the destination, whether an apartment complex, a shopping arcade or a mountain village, yet legacy systems calculate them from distance alone.',
    advantageKr:
      '지역별 배송 난이도를 과거 이력에서 자동으로 학습하므로 별도의 지역 코드 관리가 필요 없습니다. 평균 오차뿐 아니라 ±15분 이내 적중률로 성과를 관리해 현장 체감 품질과 지표를 일치시켰습니다.',
    advantageEn:
      'Local delivery difficulty is learned automatically from history, so there is no need to maintain area codes. Performance is tracked by the share of deliveries within 15 minutes of the estimate, not just by average error, so the metric matches what customers and drivers actually experience.',
    valuePointKr:
      '택배사 도심 권역 적용 후 도착 예정 시간 ±15분 적중률이 58%에서 81%로 높아졌습니다. 배송 관련 고객 문의는 27% 줄었고 재배송 비용은 12% 감소했습니다.',
    valuePointEn:
      "In a parcel carrier's urban region, the share of deliveries arriving within 15 minutes of the estimate rose from 58% to 81%. Delivery-related enquiries fell by 27% and redelivery costs by 12%.",
    industries: ['DIS', 'TRA'],
    algorithms: ['GBM', 'KNN', 'REG'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: deliveryTimeCode,
    attachments: [],
    daysAgo: 158,
    view: 1061,
  },
  {
    titleKr: '호텔 객실 다이내믹 프라이싱 최적화',
    titleEn: 'Dynamic Room Pricing Optimisation for Hotels',
    benefitKr: '예약 흐름, 경쟁 호텔 요금, 지역 행사를 반영해 객실 유형별 최적 판매가를 하루 네 번 제안하고 객실당 수익(RevPAR)을 높입니다.',
    benefitEn:
      'Recommends the best selling rate for each room type four times a day, factoring in booking pace, competitor rates and local events, to grow revenue per available room (RevPAR).',
    overviewKr:
      'XGBoost 수요 모델이 요금 수준별 예약 확률을 예측하고, 심층 Q-네트워크(DQN) 강화학습 에이전트가 남은 판매 기간과 잔여 객실을 고려해 요금을 올릴지 내릴지를 결정합니다. 하루 최대 변동 폭, OTA 요금 동등성, 도착 24시간 전 동결 같은 운영 규칙은 가드레일로 강제됩니다.\n\n제안 요금은 PMS·채널 매니저와 연동해 자동 반영하거나 레버뉴 매니저 승인 후 반영하도록 선택할 수 있습니다.',
    overviewEn:
      'An XGBoost demand model predicts booking probability at each price level, and a deep Q-network reinforcement-learning agent decides whether to raise or lower rates given the remaining selling window and rooms left. Operating rules such as a maximum daily change, OTA rate parity and a freeze 24 hours before arrival are enforced as guardrails.\n\nRecommended rates can be pushed automatically to the PMS and channel manager, or applied only after a revenue manager approves them.',
    painPointKr:
      '레버뉴 매니저가 엑셀로 경쟁 호텔 요금을 비교하며 수동으로 가격을 바꾸는 방식은 주말, 연휴, 대형 콘서트처럼 수요가 급변하는 시기에 대응이 늦습니다. 너무 일찍 싸게 팔거나, 너무 비싸게 버티다 공실이 나는 일이 반복됩니다.',
    painPointEn:
      'Revenue managers comparing competitor rates in spreadsheets and changing prices by hand react too slowly when demand shifts suddenly around weekends, holidays or big concerts. Rooms end up sold too cheaply too early, or left empty after holding out at too high a price.',
    advantageKr:
      '수요 예측과 가격 결정을 분리해 각 단계의 결과를 설명할 수 있습니다. 브랜드 가격 정책을 해치지 않도록 가드레일과 승인 절차가 설정 파일로 관리되며, 시뮬레이션 모드로 실제 적용 전에 예상 효과를 검증할 수 있습니다.',
    advantageEn:
      'Separating demand prediction from pricing decisions keeps each step explainable. Guardrails and approval rules live in a configuration file so brand pricing policy is never broken, and a simulation mode estimates the impact before anything goes live.',
    valuePointKr: '서울 도심 비즈니스 호텔 6개월 운영 결과 RevPAR가 11.4% 증가했고, 평균 객실 단가(ADR)는 6.2% 높아지면서도 객실 점유율은 유지되었습니다.',
    valuePointEn:
      'After six months at a business hotel in central Seoul, RevPAR rose by 11.4% and the average daily rate by 6.2%, with occupancy holding steady.',
    industries: ['TOU'],
    algorithms: ['XGB', 'DQN'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/hotel-dynamic-pricing/getting-started`,
    attachments: [pricingConfig],
    daysAgo: 173,
    view: 734,
  },
  {
    titleKr: '마케팅 캠페인 반응 예측 및 타깃 고객 선정',
    titleEn: 'Marketing Campaign Response Prediction and Targeting',
    benefitKr: '다음 캠페인에 반응할 가능성이 높은 고객을 골라 발송 대상을 줄이고, 같은 예산으로 더 많은 구매 전환을 만듭니다.',
    benefitEn: 'Selects the customers most likely to respond to the next campaign, shrinking send lists and turning the same budget into more conversions.',
    overviewKr:
      '최근 구매일, 구매 빈도, 구매 금액(RFM)과 이메일 오픈율, 앱 방문 빈도, 과거 캠페인 반응 이력을 결합해 반응 확률을 예측합니다. 해석이 쉬운 로지스틱 회귀와 정확도가 높은 그래디언트 부스팅을 함께 학습해 성능과 설명력을 비교한 뒤 운영 모델을 선택합니다.\n\n반응 확률 상위 구간별 리프트 차트를 제공해 예산에 맞는 최적 발송 규모를 정할 수 있습니다.',
    overviewEn:
      'Recency, frequency and monetary value are combined with email open rates, app sessions and past campaign responses to predict the probability of responding. An easy-to-read logistic regression and a more accurate gradient-boosting model are trained side by side, so the production model can be chosen on both performance and explainability.\n\nLift charts by score band help set the optimal send volume for the available budget.',
    painPointKr:
      '전체 회원에게 같은 쿠폰을 보내면 어차피 구매할 고객에게 할인을 주게 되고, 잦은 발송은 수신 거부로 이어집니다. 캠페인마다 대상 선정 기준이 담당자 경험에 따라 달라 성과를 비교하기도 어렵습니다.',
    painPointEn:
      'Sending the same coupon to every member gives discounts to people who would have bought anyway, and frequent sends drive unsubscribes. Targeting rules differ from one marketer to the next, making campaigns hard to compare.',
    advantageKr:
      '두 가지 모델을 나란히 비교해 마케팅 부서와 데이터 부서가 같은 지표로 의사결정할 수 있습니다. 캠페인 결과가 다음 학습에 자동 반영되는 피드백 루프와 대조군 설계 템플릿이 포함되어 있습니다.',
    advantageEn:
      'Comparing two models side by side lets marketing and data teams decide on the same metrics. A feedback loop that feeds campaign results into the next training run and a control-group design template are included.',
    valuePointKr:
      '화장품 브랜드 CRM 캠페인에서 발송 대상을 40% 줄이고도 구매 전환 건수는 동일하게 유지했습니다. 반응 확률 상위 20% 고객의 반응률은 전체 평균의 2.8배였고, 쿠폰 비용은 31% 절감되었습니다.',
    valuePointEn:
      "In a cosmetics brand's CRM campaign, the send list was cut by 40% with no loss of conversions. Customers in the top 20% by score responded at 2.8 times the average rate, and coupon costs fell by 31%.",
    industries: ['MAK', 'RET', 'CONS'],
    algorithms: ['LOG', 'GBM', 'CLA'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: campaignResponseCode,
    attachments: [],
    daysAgo: 189,
    view: 1267,
  },
  {
    titleKr: '개인 대출 신청 신용평가 스코어카드',
    titleEn: 'Application Credit Scorecard for Personal Loans',
    benefitKr: '대출 신청 정보와 신용정보로 부도 확률을 산출하고 점수와 등급으로 변환해, 심사 기준을 일관되고 설명 가능하게 만듭니다.',
    benefitEn:
      'Turns application and credit-bureau data into a probability of default, then into a score and grade, making lending decisions consistent and explainable.',
    overviewKr:
      '의사결정나무로 변수별 최적 구간을 찾고 WoE(Weight of Evidence)로 변환한 뒤, 로지스틱 회귀로 부도 확률을 추정하는 전통적 스코어카드 방식을 자동화했습니다. 구간별 단조성 검증, 거절 추론, PDO 기반 점수 변환까지 모델 개발 전 과정이 파이프라인으로 구성되어 있습니다.\n\n운영 중에는 PSI와 지니 계수를 월 단위로 모니터링해 모델 재개발 시점을 알려 줍니다.',
    overviewEn:
      'The classic scorecard workflow is automated: a decision tree finds the best bins for each variable, bins are converted to weight of evidence, and logistic regression estimates the probability of default. Monotonicity checks, reject inference and points-to-double-odds scaling are all part of the pipeline.\n\nIn production, PSI and the Gini coefficient are monitored monthly to signal when redevelopment is due.',
    painPointKr:
      '머신러닝 모델은 정확하지만 대출 거절 사유를 설명하기 어려워 금융 규제 대응에 부담이 됩니다. 반대로 수작업 스코어카드는 개발에 수개월이 걸리고, 시장 환경이 바뀌어도 제때 갱신되지 않습니다.',
    painPointEn:
      'Machine-learning models are accurate, but their decline reasons are hard to explain, which weighs on regulatory compliance. Hand-built scorecards, on the other hand, take months to develop and are rarely refreshed when the market changes.',
    advantageKr:
      '규제 기관과 내부 검증 부서가 익숙한 스코어카드 형식을 유지하면서 개발 기간을 몇 주로 줄였습니다. 변수별 점수표가 자동 생성되어 거절 사유 안내와 모형 검증 보고서 작성에 그대로 활용할 수 있습니다.',
    advantageEn:
      'It keeps the scorecard format familiar to regulators and model-validation teams while shrinking development time to a few weeks. Points tables per variable are generated automatically and can be used as-is for adverse-action reasons and validation reports.',
    valuePointKr:
      '저축은행 적용 결과 기존 모형 대비 지니 계수가 0.08 향상되었고, 동일 승인율에서 12개월 부도율이 1.3%p 낮아졌습니다. 모형 개발 기간은 5개월에서 6주로 단축되었습니다.',
    valuePointEn:
      'At a savings bank the Gini coefficient improved by 0.08 over the previous model, and the 12-month default rate fell by 1.3 percentage points at the same approval rate. Development time was cut from five months to six weeks.',
    industries: ['FIN'],
    algorithms: ['LOG', 'DT'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: creditScoringCode,
    attachments: [creditFeatureList, creditScaling],
    daysAgo: 204,
    view: 2049,
  },
  {
    titleKr: '자금세탁방지(AML) 의심거래 모니터링',
    titleEn: 'Anti-Money Laundering Transaction Monitoring',
    benefitKr:
      '계좌 간 자금 흐름을 그래프로 분석해 쪼개기 송금, 대포통장 연결망 같은 자금세탁 의심 패턴을 찾아내고 의심거래보고(STR) 검토 우선순위를 정합니다.',
    benefitEn:
      'Analyses money flows between accounts as a graph to uncover laundering patterns such as structuring and mule-account networks, and prioritises cases for suspicious transaction reporting.',
    overviewKr:
      '계좌와 고객을 노드로, 이체를 엣지로 하는 거래 그래프를 만들고 그래프 신경망(GNN)이 주변 거래 관계까지 고려해 계좌별 위험 점수를 계산합니다. 여기에 Isolation Forest 기반의 개별 거래 이상 점수를 결합해 짧은 시간에 여러 계좌를 거쳐 빠져나가는 자금 흐름을 잡아냅니다.\n\n기존 룰 기반 시나리오 경보와 병행 운영하도록 설계되어, 룰 경보의 우선순위를 재정렬하고 룰이 놓친 연결망을 추가로 제시합니다.',
    overviewEn:
      'A transaction graph is built with accounts and customers as nodes and transfers as edges, and a graph neural network scores each account taking the surrounding relationships into account. Combined with Isolation Forest anomaly scores for individual transactions, it catches funds that pass through many accounts in a short time.\n\nIt is designed to run alongside existing rule-based scenarios, re-ranking rule alerts and surfacing networks the rules missed.',
    painPointKr:
      '시나리오 룰 기반 모니터링은 경보의 95% 이상이 오탐이라 검토 인력이 대부분의 시간을 정상 거래 확인에 씁니다. 여러 계좌를 거치는 조직적 자금세탁은 거래 한 건씩 보는 방식으로는 드러나지 않습니다.',
    painPointEn:
      'With rule-based scenarios, more than 95% of alerts are false positives, so investigators spend most of their time clearing legitimate activity. Organised laundering spread across many accounts stays hidden when transactions are reviewed one at a time.',
    advantageKr:
      '거래 관계망 전체를 보기 때문에 개별 거래만으로는 보이지 않는 조직적 패턴을 찾아냅니다. 위험 계좌와 연결된 자금 흐름을 시각화한 조사 화면을 제공해 STR 작성 시간을 줄이고, 판단 근거를 감독 기관 보고에 활용할 수 있습니다.',
    advantageEn:
      'Looking at the whole network of transactions reveals organised patterns that single transactions never show. An investigation view that visualises money flows around a risky account shortens STR preparation, and the evidence can be reused in reports to supervisors.',
    valuePointKr:
      '시중은행 병행 운영 결과 조사 대상 경보가 43% 줄었고, 경보당 STR 전환율은 2.6배 높아졌습니다. 룰이 놓친 대포통장 연결망 17건을 추가로 발견했습니다.',
    valuePointEn:
      'Running in parallel at a commercial bank, the model cut alerts requiring investigation by 43% and raised the STR conversion rate per alert 2.6-fold. It also uncovered 17 mule-account networks the rules had missed.',
    industries: ['FIN', 'SEC'],
    algorithms: ['GNN', 'ISO'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/aml-transaction-monitoring/overview`,
    attachments: [],
    daysAgo: 219,
    view: 1374,
  },
  {
    titleKr: '반도체 CVD 공정 가상 계측(VM) 품질 예측',
    titleEn: 'Virtual Metrology for Semiconductor CVD Quality',
    benefitKr: '장비 센서(FDC) 데이터만으로 모든 웨이퍼의 박막 두께를 예측해, 샘플링 계측의 빈틈을 메우고 이상 웨이퍼를 즉시 찾아냅니다.',
    benefitEn:
      'Predicts film thickness for every wafer from tool sensor (FDC) data alone, filling the gaps left by sample-based metrology and catching outlier wafers immediately.',
    overviewKr:
      '레시피 스텝별로 요약한 수백 개의 챔버 센서 통계를 주성분 분석으로 압축하고, 릿지 회귀로 박막 두께를 예측합니다. 같은 로트의 웨이퍼가 학습과 검증에 섞이지 않도록 로트 단위 교차 검증을 적용해 실제 양산 성능에 가까운 정확도를 보고합니다.\n\n예측 잔차가 큰 웨이퍼는 계측 우선 대상으로 지정되며, 예방 정비 이후 누적 RF 시간 같은 장비 상태 변수를 함께 모니터링해 모델 열화를 감지합니다.',
    overviewEn:
      'Hundreds of chamber sensor statistics summarised per recipe step are compressed with principal component analysis, and ridge regression predicts film thickness. Cross-validation is grouped by lot so wafers from the same lot never appear in both training and validation, giving accuracy figures close to real mass-production performance.\n\nWafers with large residuals are prioritised for physical measurement, and tool-state variables such as RF hours since the last preventive maintenance are monitored to detect model drift.',
    painPointKr:
      '계측 장비 처리량의 한계 때문에 실제로 두께를 측정하는 웨이퍼는 로트당 일부에 불과합니다. 측정하지 않은 웨이퍼에서 생긴 편차는 후속 공정이나 최종 테스트 단계에서야 드러나 수율 손실이 커집니다.',
    painPointEn:
      'Because metrology tools have limited throughput, only a few wafers per lot are actually measured. Deviations on unmeasured wafers surface only in later process steps or at final test, when the yield loss is already large.',
    advantageKr:
      '센서 수가 많고 서로 강하게 상관된 공정 데이터에 적합한 차원 축소와 규제 회귀 조합으로 과적합 없이 안정적으로 동작합니다. 공정 엔지니어가 주성분별 주요 센서를 확인할 수 있어 원인 분석에도 활용됩니다.',
    advantageEn:
      'Combining dimensionality reduction with regularised regression suits process data with many strongly correlated sensors and runs stably without overfitting. Process engineers can see the main sensors behind each component, which also helps root-cause analysis.',
    valuePointKr:
      '메모리 팹 CVD 장비군 적용 후 예측 오차(MAE)가 0.9nm 수준으로 유지되었고, 계측 샘플링 비율을 25% 줄이면서도 두께 이상 웨이퍼의 조기 검출률은 높아졌습니다. 관련 수율 손실은 연간 0.4%p 개선되었습니다.',
    valuePointEn:
      "On a memory fab's CVD tool fleet, prediction error held at around 0.9 nm MAE, and metrology sampling was reduced by 25% while early detection of off-target wafers improved. Related yield loss improved by 0.4 percentage points a year.",
    industries: ['MAN'],
    algorithms: ['PCA', 'LR', 'REG'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: virtualMetrologyCode,
    attachments: [processVariableList],
    daysAgo: 236,
    view: 1126,
  },
  {
    titleKr: '건설기계 엔진·유압 계통 예지보전',
    titleEn: 'Predictive Maintenance for Construction Machinery',
    benefitKr: '굴착기, 휠로더, 크레인의 원격 관리(텔레매틱스) 데이터로 엔진과 유압 계통 이상을 조기에 감지해 현장 가동 중단을 예방합니다.',
    benefitEn:
      'Uses telematics data from excavators, wheel loaders and cranes to detect early signs of engine and hydraulic trouble, preventing downtime on site.',
    overviewKr:
      '엔진 회전수, 냉각수 온도, 유압 펌프 압력, 작동유 온도, 연료 소모량 등 1분 단위 텔레매틱스 신호를 장단기 메모리(LSTM) 모델이 학습해 정상 운전 패턴을 재구성하고, 재구성 오차가 커지는 구간을 이상 징후로 판단합니다. 변분 오토인코더(VAE)가 장비 모델별 운전 특성 차이를 보정합니다.\n\n이상 징후가 일정 기간 지속되면 예상 고장 부위와 함께 정비 요청이 자동으로 생성되어 서비스 센터와 장비 임대사에 전달됩니다.',
    overviewEn:
      'An LSTM model learns to reconstruct normal operating patterns from one-minute telematics signals such as engine speed, coolant temperature, hydraulic pump pressure, hydraulic oil temperature and fuel consumption, and periods with rising reconstruction error are treated as anomalies. A variational autoencoder normalises differences in operating characteristics between machine models.\n\nWhen an anomaly persists, a maintenance request naming the likely failing component is created automatically and sent to the service centre and the rental company.',
    painPointKr:
      '건설 현장은 장비 한 대가 멈추면 후속 공정 전체가 지연되고, 외곽 현장은 정비 인력이 도착하는 데만 하루가 걸리기도 합니다. 장비마다 작업 강도와 운전 습관이 달라 일률적인 정비 주기로는 고장을 막기 어렵습니다.',
    painPointEn:
      'On a construction site, one broken machine delays every task that follows, and reaching a remote site can take a service technician a full day. Workloads and operator habits differ from machine to machine, so fixed service intervals do little to prevent breakdowns.',
    advantageKr:
      '고장 라벨이 거의 없어도 정상 데이터만으로 학습할 수 있어 신규 장비 모델에도 빠르게 적용됩니다. 작업 모드(굴착, 주행, 대기)를 자동 구분해 작업 강도에 따른 오경보를 줄였습니다.',
    advantageEn:
      'It trains on normal data alone, with almost no failure labels needed, so new machine models can be onboarded quickly. Operating modes such as digging, travelling and idling are separated automatically, reducing false alarms caused by heavy workloads.',
    valuePointKr:
      '건설장비 렌털사 1,200대 운영 결과 현장 긴급 출동 건수가 연간 29% 감소했고, 장비 가동률은 3.5%p 높아졌습니다. 유압 펌프 고장은 평균 11일 전에 감지되었습니다.',
    valuePointEn:
      'Across a rental fleet of 1,200 machines, emergency call-outs fell by 29% a year and fleet availability rose by 3.5 percentage points. Hydraulic pump failures were detected 11 days in advance on average.',
    industries: ['CON', 'MAN'],
    algorithms: ['LSTM', 'VAE', 'ANO'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/construction-machinery-pdm/notebook`,
    attachments: [],
    daysAgo: 251,
    view: 692,
  },
  {
    titleKr: '건설 현장 안전 보호구 착용 감지',
    titleEn: 'PPE Compliance Detection for Construction Sites',
    benefitKr: '현장 CCTV 영상에서 안전모와 안전조끼 미착용, 위험 구역 진입을 실시간으로 감지해 관리자에게 즉시 알립니다.',
    benefitEn: 'Detects missing hard hats and safety vests, and entry into danger zones, from site CCTV in real time and alerts supervisors immediately.',
    overviewKr:
      '합성곱 신경망(CNN) 기반 객체 탐지 모델이 영상 속 작업자를 찾고, 작업자별로 안전모·안전조끼 착용 여부를 판별합니다. 카메라마다 타워크레인 작업 반경, 개구부, 중장비 이동 경로 같은 위험 구역을 다각형으로 지정하면 구역 진입도 함께 감지합니다.\n\n먼지, 역광, 야간 조명 등 국내 현장 영상으로 추가 학습한 가중치를 제공하며, 얼굴은 자동으로 비식별 처리된 뒤 저장됩니다.',
    overviewEn:
      'A CNN-based object detector finds workers in each frame and checks whether each one is wearing a hard hat and a safety vest. Danger zones such as tower-crane swing radii, floor openings and heavy-equipment routes can be drawn as polygons per camera, and entries into them are detected too.\n\nWeights fine-tuned on footage from Korean sites, covering dust, backlight and night lighting, are provided, and faces are blurred automatically before anything is stored.',
    painPointKr:
      '중대재해처벌법 시행 이후 현장 안전 관리 책임이 커졌지만, 안전관리자 한두 명이 넓은 현장을 모두 살피기는 어렵습니다. CCTV는 설치되어 있어도 사고가 난 뒤 영상을 확인하는 용도로만 쓰이는 경우가 대부분입니다.',
    painPointEn:
      'Since the Serious Accidents Punishment Act took effect, responsibility for site safety has grown, yet one or two safety officers cannot watch an entire site. CCTV is installed almost everywhere but is mostly used to review footage after an accident.',
    advantageKr:
      '기존 CCTV와 NVR을 그대로 활용하므로 추가 카메라 설치 없이 도입할 수 있습니다. 엣지 장비 1대로 카메라 16대까지 처리하며, 감지 이력은 일일 안전 점검 보고서로 자동 정리됩니다.',
    advantageEn:
      'It works with existing CCTV cameras and NVRs, so no new cameras are needed. A single edge device handles up to 16 cameras, and detection history is compiled automatically into daily safety inspection reports.',
    valuePointKr:
      '대형 건설사 아파트 현장 시범 운영 3개월 동안 보호구 미착용 감지 건수가 주당 140건에서 23건으로 줄었습니다. 안전관리자의 순찰 점검 시간은 하루 평균 1.5시간 절약되었습니다.',
    valuePointEn:
      "During a three-month pilot on a major builder's apartment project, PPE violations dropped from 140 to 23 a week. Safety officers saved an average of 1.5 hours of patrol time per day.",
    industries: ['CON', 'SEC'],
    algorithms: ['CNN'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/construction-ppe-detection/deployment-guide`,
    attachments: [],
    daysAgo: 265,
    view: 907,
  },
  {
    titleKr: 'RFM 기반 고객 세분화 및 페르소나 도출',
    titleEn: 'RFM-Based Customer Segmentation and Personas',
    benefitKr: '구매 이력에서 고객 그룹을 자동으로 나누고 그룹별 특징을 요약해, 세그먼트별 맞춤 마케팅 전략을 세울 수 있게 합니다.',
    benefitEn:
      'Splits customers into groups automatically from purchase history and summarises what sets each group apart, so marketing can be tailored by segment.',
    overviewKr:
      '최근 구매일, 구매 빈도, 구매 금액에 평균 할인율과 구매 카테고리 다양성을 더해 고객 특성을 만들고, K-평균 군집으로 세그먼트를 나눕니다. 군집 수는 실루엣 점수로 자동 추천되며, 주성분 분석 좌표를 이용해 세그먼트 분포를 한눈에 보여 줍니다.\n\n세그먼트별 대표 지표와 예시 고객을 바탕으로 ‘할인 민감형 알뜰족’, ‘고관여 충성 고객’ 같은 페르소나 초안을 함께 제공합니다.',
    overviewEn:
      "Recency, frequency and monetary value are enriched with average discount rate and category breadth, and K-means clustering splits customers into segments. The number of clusters is recommended automatically from silhouette scores, and principal-component coordinates show the segment layout at a glance.\n\nDraft personas such as ‘deal-seeking bargain hunters’ and ‘highly engaged loyalists’ are proposed from each segment's key metrics and sample customers.",
    painPointKr:
      '연령과 성별 중심의 고객 구분은 실제 구매 행동 차이를 잘 설명하지 못합니다. 세그먼트를 매번 분석가가 수작업으로 정의하다 보니 분기마다 기준이 바뀌고, 마케팅 성과를 세그먼트 단위로 추적하기 어렵습니다.',
    painPointEn:
      'Segments based on age and gender do a poor job of explaining real differences in buying behaviour. When analysts redefine segments by hand, the criteria change every quarter and marketing results cannot be tracked by segment.',
    advantageKr:
      '주문 테이블 하나만 있으면 바로 실행할 수 있고, 매월 같은 기준으로 자동 갱신되어 세그먼트 간 이동을 추적할 수 있습니다. 결과는 CDP와 광고 플랫폼에 오디언스로 내보낼 수 있습니다.',
    advantageEn:
      'A single orders table is all it needs, and segments refresh monthly on the same basis so movement between them can be tracked. Results can be exported as audiences to your CDP and ad platforms.',
    valuePointKr:
      '생활용품 온라인몰에서 세그먼트별 메시지를 적용한 뒤 캠페인 평균 전환율이 1.9%에서 2.7%로 높아졌습니다. 이탈 위험 세그먼트의 재구매율은 16% 증가했습니다.',
    valuePointEn:
      'After a household-goods online store switched to segment-specific messaging, average campaign conversion rose from 1.9% to 2.7%. Repurchase in the at-risk segment grew by 16%.',
    industries: ['MAK', 'RET', 'CONS'],
    algorithms: ['KM', 'PCA', 'CLU'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: segmentationCode,
    attachments: [],
    daysAgo: 280,
    view: 1872,
  },
  {
    titleKr: '장바구니 분석 기반 연관 상품 및 진열 추천',
    titleEn: 'Market Basket Analysis for Cross-Selling and Shelf Layout',
    benefitKr: 'POS 영수증 데이터에서 함께 팔리는 상품 조합을 찾아 묶음 행사, 교차 진열, 온라인 ‘함께 구매한 상품’ 추천에 활용합니다.',
    benefitEn:
      'Finds products that sell together in POS receipt data to drive bundle deals, cross-merchandising and ‘frequently bought together’ recommendations online.',
    overviewKr:
      '영수증 단위 구매 품목에서 Apriori 방식으로 빈발 품목 조합을 찾고, 지지도·신뢰도·향상도를 계산해 의미 있는 연관 규칙만 남깁니다. 품목 수가 많은 대형 점포 데이터는 FP-Growth로 전환해 처리 시간을 줄입니다.\n\n점포 유형, 요일, 시간대별로 규칙을 나누어 볼 수 있어 ‘주말 저녁 주류와 안주’처럼 상황에 맞는 진열 전략을 세울 수 있습니다.',
    overviewEn:
      'Frequent item combinations are mined from receipt-level purchases with the Apriori approach, and support, confidence and lift are calculated so that only meaningful association rules remain. For large stores with very many items, the model switches to FP-Growth to keep run times short.\n\nRules can be broken down by store format, weekday and time of day, supporting situational layouts such as beer and snacks on weekend evenings.',
    painPointKr:
      '묶음 행사와 진열 위치는 바이어의 경험으로 정해지는 경우가 많아 점포마다 효과가 들쭉날쭉합니다. 수백만 건의 영수증 데이터가 쌓여 있어도 매출 집계에만 쓰이고 구매 조합 분석에는 활용되지 못합니다.',
    painPointEn:
      "Bundle deals and shelf positions are often set by buyers' instinct, with uneven results from store to store. Millions of receipts pile up but are used only for sales totals, never for analysing what is bought together.",
    advantageKr:
      '향상도 기준으로 우연히 함께 팔린 조합을 걸러내 실제 교차 구매 효과가 있는 규칙만 제시합니다. 결과가 ‘A를 산 고객의 X%가 B도 구매’처럼 현업 언어로 표현되어 바이어와 점포 운영팀이 바로 이해할 수 있습니다.',
    advantageEn:
      'Lift filters out pairs that sell together by coincidence, leaving only rules with a real cross-selling effect. Results read in business language, such as ‘X% of customers who buy A also buy B’, so buyers and store operations understand them immediately.',
    valuePointKr:
      '편의점 체인 시범 점포 120곳에서 연관 상품 교차 진열 후 대상 카테고리 객단가가 7.5% 올랐습니다. 묶음 행사 상품의 동반 구매율은 기존 대비 1.6배 높아졌습니다.',
    valuePointEn:
      'Across 120 pilot convenience stores, cross-merchandising associated products lifted average basket value in the target categories by 7.5%. Attach rates for bundled promotions were 1.6 times higher than before.',
    industries: ['RET', 'CONS', 'DIS'],
    algorithms: ['APR', 'FPG'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: basketAnalysisCode,
    attachments: [basketSample],
    daysAgo: 296,
    view: 1249,
  },
  {
    titleKr: '대중교통 정류장별 승차 수요 예측',
    titleEn: 'Public Transport Ridership Forecasting by Stop',
    benefitKr: '교통카드 승하차 데이터로 정류장·노선별 시간대 승차 인원을 예측해 배차 간격 조정과 혼잡 안내에 활용합니다.',
    benefitEn: 'Forecasts hourly boardings by stop and route from transit-card tap data to guide headway adjustments and crowding information.',
    overviewKr:
      '게이트 순환 유닛(GRU) 기반 순환 신경망이 정류장 간 승차 패턴의 시간적 흐름을 학습하고, ARIMA 모델이 노선 전체 수요의 추세를 보정합니다. 날씨, 학사 일정, 대형 행사, 인접 지하철역 운행 상황을 외생 변수로 반영합니다.\n\n예측 결과는 운영 부서의 배차 계획 화면과 시민용 혼잡도 안내 API로 제공됩니다.',
    overviewEn:
      "A recurrent neural network built on gated recurrent units learns how boarding patterns move along the stops over time, and an ARIMA model corrects the overall route-level trend. Weather, school calendars, major events and the status of nearby subway stations are included as exogenous inputs.\n\nForecasts are delivered to the operations team's scheduling screen and to a public API for crowding information.",
    painPointKr:
      '출퇴근 시간 특정 구간은 만차로 승객이 타지 못하는 반면, 같은 시간 다른 노선은 빈 차로 운행되는 일이 많습니다. 배차 계획이 분기 단위 통계에 의존해 행사나 기상 변화에 따른 수요 급변을 반영하지 못합니다.',
    painPointEn:
      'At rush hour some sections are so full that passengers are left behind, while other routes run almost empty at the same time. Schedules rely on quarterly statistics and cannot reflect sudden demand changes caused by events or weather.',
    advantageKr:
      '정류장 단위의 세밀한 예측과 노선 단위의 안정적인 추세를 결합해 단기·중기 계획 모두에 쓸 수 있습니다. 교통카드 데이터 표준 형식에 맞춘 전처리 모듈이 포함되어 지자체와 운수사가 바로 적용할 수 있습니다.',
    advantageEn:
      'Combining fine-grained stop-level forecasts with stable route-level trends makes the model useful for both short- and medium-term planning. A pre-processing module for standard transit-card data formats lets local governments and operators get started right away.',
    valuePointKr: '광역시 시내버스 42개 노선 적용 결과 피크 시간 승차 예측 오차가 18% 개선되었고, 배차 조정으로 혼잡 구간의 평균 재차 인원이 12% 줄었습니다.',
    valuePointEn:
      'On 42 city bus routes in a metropolitan city, peak-hour boarding forecast error improved by 18%, and schedule adjustments reduced average on-board load in crowded sections by 12%.',
    industries: ['TRA'],
    algorithms: ['RNN', 'GRU', 'ARI'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/transit-ridership-forecasting/notebook`,
    attachments: [],
    daysAgo: 311,
    view: 571,
  },
  {
    titleKr: 'AI 채용 공고·지원서 직무 적합도 매칭',
    titleEn: 'AI Matching of Job Postings and Applications',
    benefitKr: '채용 공고의 직무 요건과 지원서·경력기술서의 내용을 의미 단위로 비교해, 서류 검토 우선순위를 정하고 놓치기 쉬운 적합 인재를 찾아 줍니다.',
    benefitEn:
      'Compares job requirements with applications and career descriptions by meaning, prioritising the screening queue and surfacing strong candidates who are easy to overlook.',
    overviewKr:
      '한국어 BERT 모델로 공고와 지원서를 문장 임베딩으로 변환하고, 직무 용어 사전으로 학습한 Word2Vec 임베딩으로 기술 스택과 자격 요건의 유사어를 보완합니다. 필수 요건 충족 여부, 유사 경력 기간, 보유 기술 일치도를 종합해 적합도 점수와 근거 문장을 제공합니다.\n\n성별, 나이, 출신 학교 등 직무와 무관한 정보는 입력 단계에서 제거해 블라인드 채용 원칙을 지키도록 설계했습니다.',
    overviewEn:
      'A Korean BERT model turns postings and applications into sentence embeddings, and Word2Vec embeddings trained on a job-terminology dictionary fill in synonyms for tech stacks and qualifications. The fit score combines must-have requirements, relevant years of experience and skill overlap, and is shown with the sentences that support it.\n\nInformation unrelated to the job, such as gender, age and alma mater, is removed at input so that blind-hiring principles are respected.',
    painPointKr:
      '공고 하나에 수백 건의 지원서가 몰리면 인사 담당자가 모든 서류를 꼼꼼히 읽기 어렵습니다. 키워드 검색 방식은 같은 역량을 다른 표현으로 쓴 지원자를 걸러내 버려 좋은 인재를 놓치게 됩니다.',
    painPointEn:
      'When a single posting draws hundreds of applications, recruiters cannot read each one carefully. Keyword search filters out candidates who describe the same skills in different words, and good people are missed.',
    advantageKr:
      '키워드가 아닌 의미 기반 비교라 표현이 달라도 같은 역량을 알아봅니다. 점수마다 근거 문장을 제시하므로 최종 판단은 사람이 하고 AI는 검토를 돕는 구조이며, 공정성 점검 리포트를 정기적으로 제공합니다.',
    advantageEn:
      'Because it compares meaning rather than keywords, it recognises the same skill however it is phrased. Every score comes with supporting sentences, so people make the final call while AI assists the review, and fairness check reports are provided regularly.',
    valuePointKr: 'IT 기업 경력 채용에 적용한 결과 서류 검토 시간이 공고당 평균 46% 줄었고, 면접 전환자 중 최종 합격 비율은 1.4배 높아졌습니다.',
    valuePointEn:
      'In experienced-hire recruiting at an IT company, screening time per posting dropped by 46% on average, and the share of interviewees who went on to receive offers rose 1.4-fold.',
    industries: ['HR', 'INF'],
    algorithms: ['BERT', 'W2V'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/job-candidate-matching/overview`,
    attachments: [],
    daysAgo: 327,
    view: 813,
  },
  {
    titleKr: '영업 지점 성과 벤치마킹 및 유사 지점 그룹화',
    titleEn: 'Branch Performance Benchmarking with Peer Groups',
    benefitKr: '상권, 규모, 경쟁 환경이 비슷한 지점끼리 묶어 공정하게 성과를 비교하고, 지점별 개선 여지를 금액으로 보여 줍니다.',
    benefitEn:
      "Groups branches with similar catchments, size and competition so performance is compared fairly, and shows each branch's improvement potential in money terms.",
    overviewKr:
      '상권 인구, 경쟁 점포 수, 매장 면적, 인력 규모, 개점 연수처럼 지점이 통제할 수 없는 환경 변수로 계층적 군집 분석을 수행해 유사 지점 그룹을 만듭니다. 그룹 안에서 인당 매출, 전환율, 재방문율, 비용 효율을 백분위로 환산해 종합 점수를 계산합니다.\n\n덴드로그램으로 그룹 구성 근거를 확인할 수 있어, 경영진 보고와 지점장 면담 자료로 바로 활용할 수 있습니다.',
    overviewEn:
      'Hierarchical clustering on factors a branch cannot control, such as catchment population, competitor count, floor area, headcount and years open, creates peer groups. Within each group, revenue per employee, conversion, repeat rate and cost efficiency are converted to percentiles and combined into an overall score.\n\nA dendrogram shows how the groups were formed, so the output can go straight into management reports and branch-manager reviews.',
    painPointKr:
      '전 지점을 하나의 순위표로 평가하면 좋은 상권의 지점은 늘 상위에, 어려운 상권의 지점은 늘 하위에 머뭅니다. 지점장은 평가 결과를 납득하지 못하고, 본사는 어느 지점에 지원을 집중해야 할지 판단하기 어렵습니다.',
    painPointEn:
      'Ranking all branches in a single league table keeps those in prime locations at the top and those in tough areas at the bottom. Branch managers do not accept the results, and head office cannot tell where support would make the most difference.',
    advantageKr:
      '환경 요인과 성과 요인을 분리해 ‘조건이 비슷한 지점 대비 얼마나 잘하고 있는가’를 보여 줍니다. 경영 컨설팅 프로젝트에서 반복 사용되는 분석 절차를 표준화해 수주 걸리던 작업을 하루 만에 끝낼 수 있습니다.',
    advantageEn:
      'Separating environmental factors from performance shows how well a branch does compared with branches in similar conditions. It standardises an analysis used again and again in consulting projects, turning weeks of work into a single day.',
    valuePointKr:
      '전국 300여 개 지점을 운영하는 금융사 컨설팅에서 지점 평가 체계 개편에 활용되어, 평가 이의 제기가 70% 줄었습니다. 하위 그룹 지점에 우수 사례를 전파한 결과 1년간 인당 매출이 평균 8% 늘었습니다.',
    valuePointEn:
      'Used to redesign branch evaluation for a financial company with some 300 branches, it cut appeals against evaluation results by 70%. Sharing best practice with lagging branches raised their revenue per employee by 8% on average within a year.',
    industries: ['MANA', 'FIN', 'RET'],
    algorithms: ['HC', 'CLU'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: branchBenchmarkCode,
    attachments: [],
    daysAgo: 342,
    view: 441,
  },
  {
    titleKr: '소비재 상품 리뷰 감성 분석 및 불만 요인 추출',
    titleEn: 'Consumer Product Review Sentiment Analysis',
    benefitKr: '온라인몰과 오픈마켓에 올라온 상품 리뷰를 긍정·중립·부정으로 자동 분류하고, 제품 라인별 부정 리뷰 비중을 추적합니다.',
    benefitEn:
      'Classifies product reviews from online stores and marketplaces as positive, neutral or negative, and tracks the share of negative reviews by product line.',
    overviewKr:
      '형태소 분석기 없이도 신조어와 오탈자에 강한 문자 n-gram TF-IDF 표현과 나이브 베이즈 분류기로 리뷰 감성을 빠르게 판별합니다. 별점을 약한 라벨로 활용하기 때문에 별도 라벨링 없이 학습을 시작할 수 있습니다.\n\n부정 리뷰에서 자주 나오는 표현을 제품 라인별로 정리해 ‘용량 대비 가격’, ‘향 지속력’, ‘배송 파손’ 같은 불만 요인을 보여 주며, 일 단위로 추이를 집계합니다.',
    overviewEn:
      'Character n-gram TF-IDF features, which cope well with slang and typos without a morphological analyser, feed a naive Bayes classifier that labels review sentiment quickly. Star ratings serve as weak labels, so training can start without any manual labelling.\n\nPhrases that recur in negative reviews are grouped by product line to reveal complaint drivers such as value for money, scent longevity or damage in transit, with daily trend tracking.',
    painPointKr:
      '하루에도 수천 건씩 올라오는 리뷰를 담당자가 직접 읽으며 불만을 찾는 데는 한계가 있습니다. 별점 평균만으로는 무엇이 문제인지 알 수 없고, 품질 이슈가 매출 하락으로 이어진 뒤에야 원인을 파악하게 됩니다.',
    painPointEn:
      'With thousands of reviews arriving every day, staff cannot read them all to find complaints. Average star ratings do not say what is wrong, and quality issues are often understood only after sales have already fallen.',
    advantageKr:
      '가벼운 모델이라 GPU 없이도 수백만 건을 몇 분 안에 처리하며, 정확도가 더 필요하면 같은 파이프라인에서 언어 모델로 교체할 수 있습니다. 제품 라인과 판매 채널별 대시보드가 기본 제공됩니다.',
    advantageEn:
      'The model is light enough to process millions of reviews in minutes without a GPU, and can be swapped for a language model in the same pipeline when more accuracy is needed. Dashboards by product line and sales channel come as standard.',
    valuePointKr:
      '생활용품 제조사 적용 후 제품 불만 이슈 인지까지 걸리는 시간이 평균 3주에서 4일로 단축되었습니다. 포장 개선으로 해당 제품의 부정 리뷰 비중은 11%에서 5%로 낮아졌습니다.',
    valuePointEn:
      "At a household-goods manufacturer, the time taken to recognise a product complaint fell from three weeks to four days on average. A packaging fix then reduced that product's negative review share from 11% to 5%.",
    industries: ['CONS', 'MAK'],
    algorithms: ['NB', 'CLA'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: reviewSentimentCode,
    attachments: [],
    daysAgo: 356,
    view: 1035,
  },
  {
    titleKr: 'IT 서비스 장애 티켓 자동 분류 및 담당자 배정',
    titleEn: 'Automatic IT Incident Ticket Classification and Routing',
    benefitKr: '접수된 장애·요청 티켓의 제목과 내용을 읽고 담당 그룹을 자동으로 배정해, 티켓이 여러 팀을 떠도는 시간을 줄입니다.',
    benefitEn:
      'Reads the title and description of each incoming incident or request and assigns it to the right resolver group, cutting the time tickets spend bouncing between teams.',
    overviewKr:
      'TF-IDF 문자 n-gram과 선형 서포트 벡터 머신으로 티켓 텍스트를 분류하고, 확률 보정을 거쳐 확신도가 높은 티켓만 자동 배정합니다. 확신도가 낮은 티켓은 서비스데스크 검토 큐로 보내 오배정을 막습니다.\n\nITSM 솔루션의 과거 티켓 이력만으로 학습할 수 있으며, 첨부된 학습 스크립트로 모델 레지스트리에 등록하고 주기적으로 재학습할 수 있습니다.',
    overviewEn:
      'Ticket text is classified with character n-gram TF-IDF features and a linear support vector machine; after probability calibration, only confident predictions are routed automatically. Low-confidence tickets go to a service-desk review queue to prevent misrouting.\n\nThe model trains on historical tickets from your ITSM tool alone, and the attached training script registers it in the model registry and supports scheduled retraining.',
    painPointKr:
      '서비스데스크 1차 담당자가 수백 개의 담당 그룹 중 하나를 골라 배정하다 보니 오배정이 잦고, 티켓이 재배정될 때마다 처리 시간이 길어집니다. 야간과 주말에는 배정 자체가 늦어져 장애 대응이 지연됩니다.',
    painPointEn:
      'First-line agents must pick one of hundreds of resolver groups, so misrouting is common and every reassignment adds to resolution time. At night and at weekends, assignment itself is delayed and incident response suffers.',
    advantageKr:
      '한국어와 영어가 섞인 티켓, 시스템 로그 조각이 붙은 티켓에서도 안정적으로 동작합니다. 자동 배정 비율과 정확도 사이의 균형을 임계값 하나로 조정할 수 있어 운영 정책에 맞게 단계적으로 확대할 수 있습니다.',
    advantageEn:
      'It works reliably on tickets mixing Korean and English or containing pasted log fragments. A single threshold balances the automation rate against accuracy, so automation can be expanded step by step in line with operating policy.',
    valuePointKr:
      '그룹사 IT 운영 조직에 적용한 결과 전체 티켓의 68%가 자동 배정되었고 자동 배정 정확도는 94%였습니다. 평균 재배정 횟수는 1.7회에서 0.4회로, 평균 처리 시간은 26% 줄었습니다.',
    valuePointEn:
      "In a corporate group's IT operations, 68% of tickets were routed automatically with 94% accuracy. Average reassignments per ticket fell from 1.7 to 0.4, and mean time to resolve dropped by 26%.",
    industries: ['INF', 'SER'],
    algorithms: ['SVM', 'CLA'],
    howToUseType: 'SOURCE_CODE',
    howToUseContent: ticketRoutingCode,
    attachments: [ticketRouterTrain],
    daysAgo: 371,
    view: 762,
  },
  {
    titleKr: '지역 관광객 방문 수요 예측',
    titleEn: 'Regional Tourist Visitor Demand Forecasting',
    benefitKr: '통신 기지국 유동인구, 카드 소비, 숙박 예약 데이터로 지역별 관광객 방문 수를 월·주 단위로 예측해 축제 운영과 관광 인프라 계획을 돕습니다.',
    benefitEn:
      'Forecasts monthly and weekly visitor numbers by region from mobile-network footfall, card spending and lodging bookings, supporting festival operations and tourism infrastructure planning.',
    overviewKr:
      '계절성 ARIMA, 지수평활법, Prophet 세 가지 시계열 모델을 각각 학습한 뒤 최근 예측 성능에 따라 가중 평균합니다. 연휴 배치, 지역 축제 일정, 항공 노선 증편, 환율 같은 외부 요인을 반영하며, 내국인과 외국인 관광객을 나누어 예측합니다.\n\n결과는 지자체 관광 통계 대시보드와 연계되어 주차, 셔틀버스, 임시 화장실 같은 현장 인프라 배치 계획에 활용됩니다.',
    overviewEn:
      "Three time-series models, seasonal ARIMA, exponential smoothing and Prophet, are trained separately and combined with weights based on their recent accuracy. External factors such as how public holidays fall, local festival dates, new flight routes and exchange rates are included, and domestic and international visitors are forecast separately.\n\nResults feed the local government's tourism statistics dashboard and inform on-site planning for parking, shuttle buses and temporary facilities.",
    painPointKr:
      '관광객 수요를 과거 연도 실적만으로 추정하면 연휴 배치나 항공 노선 변화에 따른 변동을 놓치게 됩니다. 축제 기간에는 인파 예측이 빗나가 교통 혼잡과 안전 문제가 생기고, 비수기에는 인력과 예산이 낭비됩니다.',
    painPointEn:
      "Estimating visitor demand from last year's figures alone misses swings caused by holiday timing or new flight routes. During festivals, crowd forecasts that miss the mark lead to congestion and safety risks, while staff and budget are wasted in the off-season.",
    advantageKr:
      '서로 다른 특성의 시계열 모델을 결합해 데이터가 짧거나 변동이 큰 지역에서도 예측이 안정적입니다. 민간 데이터와 공공 관광 통계를 함께 쓰는 표준 데이터 모델을 제공해 여러 지자체에 빠르게 확산할 수 있습니다.',
    advantageEn:
      'Combining time-series models with different strengths keeps forecasts stable even in regions with short or volatile histories. A standard data model joining private data with official tourism statistics makes it quick to roll out across many local governments.',
    valuePointKr:
      '해안 관광 도시의 여름 성수기 주간 방문객 예측 오차(MAPE)가 기존 추정 방식의 19%에서 7%로 줄었습니다. 축제 기간 셔틀버스 증편 계획을 최적화해 운영 예산을 15% 절감했습니다.',
    valuePointEn:
      'For a coastal resort city, weekly visitor forecast error in the summer peak fell from 19% MAPE with the previous method to 7%. Optimised festival shuttle-bus planning cut operating costs by 15%.',
    industries: ['TOU', 'TRA'],
    algorithms: ['SAR', 'ETS', 'PRO'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/tourism-demand-forecasting/notebook`,
    attachments: [],
    daysAgo: 385,
    view: 509,
  },
  {
    titleKr: '흉부 X-선 폐결절 판독 우선순위 지정',
    titleEn: 'Chest X-Ray Lung Nodule Worklist Prioritisation',
    benefitKr: '흉부 X-선 영상에서 폐결절 의심 소견이 있는 검사를 판독 목록 앞쪽으로 올려, 영상의학과 전문의가 중요한 검사를 먼저 볼 수 있게 합니다.',
    benefitEn: 'Moves chest X-rays with suspected lung nodules to the front of the reading worklist so radiologists see the most important studies first.',
    overviewKr:
      '서로 다른 구조의 합성곱 신경망(CNN) 세 개를 앙상블해 폐결절 의심 확률과 위치 히트맵을 생성합니다. PACS에서 DICOM 영상을 받아 수 초 안에 분석하고, 판독 목록의 우선순위와 참고용 표시만 제공하며 진단 결론은 내리지 않습니다.\n\n본 모델은 판독 업무 흐름을 지원하는 연구·검증용 구성이며, 임상 진단 목적으로 사용하려면 의료기관이 별도의 의료기기 인허가 절차를 거쳐야 합니다.',
    overviewEn:
      'An ensemble of three convolutional neural networks with different architectures produces a nodule probability and a localisation heatmap. DICOM images are received from PACS and analysed within seconds; the model only re-orders the worklist and adds reference markings, and never makes a diagnosis.\n\nThis configuration supports reading workflow for research and validation purposes. Clinical diagnostic use requires the healthcare institution to complete separate medical-device approval.',
    painPointKr:
      '건강검진 시즌에는 하루 수천 건의 흉부 X-선이 쌓여 판독까지 며칠씩 걸립니다. 접수 순서대로 판독하다 보면 정밀 검사가 필요한 환자의 결과 통보가 늦어질 수 있습니다.',
    painPointEn:
      'In health-check season, thousands of chest X-rays pile up every day and reporting can take several days. Reading in arrival order can delay results for patients who need follow-up tests.',
    advantageKr:
      '여러 모델의 앙상블로 단일 모델보다 장비 제조사나 촬영 조건 차이에 강합니다. 기존 PACS 판독 화면 안에서 우선순위와 히트맵을 보여 주므로 영상의학과 전문의가 작업 방식을 바꿀 필요가 없습니다.',
    advantageEn:
      'Ensembling several models makes it more robust than a single network to differences between scanner vendors and acquisition settings. Priorities and heatmaps appear inside the existing PACS viewer, so radiologists do not have to change how they work.',
    valuePointKr:
      '검진센터 후향적 검증에서 민감도 91%를 기록했고, 우선순위 지정 시뮬레이션에서 결절 의심 검사의 평균 판독 대기 시간이 31시간에서 6시간으로 줄었습니다.',
    valuePointEn:
      'In a retrospective validation at a health-screening centre, sensitivity reached 91%, and a prioritisation simulation cut the average wait for reading suspected-nodule studies from 31 hours to 6.',
    industries: ['HEA'],
    algorithms: ['CNN', 'ENS'],
    howToUseType: 'URL',
    howToUseContent: `${DOCS}/pre-built-models/chest-xray-nodule-triage/overview`,
    attachments: [],
    daysAgo: 398,
    view: 1608,
  },
];
